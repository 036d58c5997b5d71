import { Grid, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { memo } from 'react';
import type { Order } from '@/contract/orders/order';
import { OrderParcels } from '../order-parcels';
import { OrderProducts, RecommendedProducts } from '../order-products';
import { OrderTimeline } from '../order-timeline';
import { OrderDestination } from './order-destination';
import { OrderFiles } from './order-files';
import { OrderMoney } from './order-money';
import { OrderBilling, OrderCustomer } from './order-parties';
import { OrderPayment } from './order-payment';
import { sectionId } from '@/web/features/orders/lib/order-health';
import { OrderSection as Section } from './order-section';
import { OrderSummary } from './order-summary';

/**
 * Everything support needs at a glance: state first, then parcels and what the customer was told.
 * Memoised: the pickup place's answer, which arrives after the order (a store update React renders
 * synchronously), redraws the health line and the place, not the whole order.
 */
export const OrderView = memo(function OrderView({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <OrderSummary order={order} />

      <Section title={t('order.parcels')} id={sectionId('parcels')}>
        <OrderParcels order={order} />
      </Section>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Section title={t('order.timeline')} id={sectionId('timeline')}>
            <OrderTimeline parcels={order.parcels} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Stack spacing={2}>
            <Section title={t('order.money')}>
              <OrderMoney order={order} />
            </Section>
            <Section title={t('order.payment')} id={sectionId('payment')}>
              <OrderPayment order={order} />
            </Section>
          </Stack>
        </Grid>
      </Grid>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section title={t('order.customer')}>
            <OrderCustomer customer={order.customer} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section title={t('order.billing')}>
            <OrderBilling billing={order.billingDetails} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section title={t('order.destination')}>
            <OrderDestination order={order} />
          </Section>
        </Grid>
      </Grid>

      <Section title={t('order.products')}>
        <OrderProducts products={order.products} label={t('order.products')} />
      </Section>
      {order.recommendedProducts.length > 0 && (
        <Section title={t('order.recommended')}>
          <RecommendedProducts products={order.recommendedProducts} label={t('order.recommended')} />
        </Section>
      )}
      <Section title={t('order.files')}>
        <OrderFiles order={order} />
      </Section>
    </Stack>
  );
});
