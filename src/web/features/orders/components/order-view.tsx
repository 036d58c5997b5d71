import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { Box, Chip, Grid, Link, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker } from 'react-leaflet';
import type { Address, Order } from '../../../../contract/orders';
import { useAppConfig } from '../../../shared/lib/app-config';
import { BaseMap } from '../../../shared/ui/base-map';
import { pinIcon } from '../../../shared/ui/map-pin';
import { carrierName } from '../../../shared/lib/carriers';
import { useFormat } from '../lib/format';
import {
  externalLinks,
  moneyTotals,
  ORDER_STATE_COLORS,
  orderFiles,
  paymentState,
} from '../lib/order-view-model';
import { FieldList } from './field-list';
import { OrderParcels } from './order-parcels';
import { OrderProducts, RecommendedProducts } from './order-products';
import { OrderTimeline } from './order-timeline';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }} component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const addressLines = (a: Address | undefined) =>
  a
    ? [a.line1, a.line2, [a.postalCode, a.city].filter(Boolean).join(' '), a.region, a.countryCode]
        .filter(Boolean)
        .join(', ')
    : undefined;

/** Everything support needs at a glance: state first, then parcels and what the customer was told. */
export function OrderView({ order }: { order: Order }) {
  const { t } = useTranslation();
  const f = useFormat();
  const eshopName = useAppConfig().data?.eshops.find((e) => e.id === order.eshopId)?.name ?? order.eshopId;
  const money = moneyTotals(order);
  const payment = order.payment;
  const billing = order.billingDetails;
  const destination = order.destination;
  const gps =
    destination?.address?.latitude !== undefined && destination.address.longitude !== undefined
      ? ([destination.address.latitude, destination.address.longitude] as [number, number])
      : undefined;
  const files = orderFiles(order);
  const links = externalLinks(order);

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            {t('order.number', { number: order.orderNumber ?? order.id })}
          </Typography>
          <Chip
            color={ORDER_STATE_COLORS[order.orderState]}
            label={f.code('OrderState', order.orderState)}
            data-testid="order-state"
          />
          {order.inUrgentState && (
            <Chip color="error" variant="outlined" size="small" label={t('order.urgent')} />
          )}
          {order.inImportantState && (
            <Chip color="warning" variant="outlined" size="small" label={t('order.important')} />
          )}
          {order.malfunction && <Chip color="error" size="small" label={t('order.malfunction')} />}
          {order.snooze?.snoozed && (
            <Chip
              size="small"
              variant="outlined"
              label={t('order.snoozed', { until: f.dateTime(order.snooze.until) })}
            />
          )}
        </Stack>
        {order.snooze?.snoozed && order.snooze.note && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            „{order.snooze.note}“{' '}
            {order.snooze.author ? t('order.snoozeBy', { author: order.snooze.author }) : ''}
          </Typography>
        )}
        <Box sx={{ mt: 2 }}>
          <FieldList
            items={[
              [t('order.eshop'), eshopName],
              [t('order.market'), order.marketId],
              [t('order.platform'), order.platform],
              [t('order.externalId'), order.externalIdentifier],
              [t('order.created'), f.dateTime(order.created)],
              [t('order.updated'), f.dateTime(order.updated)],
              [t('order.externalCreated'), order.externalCreated && f.dateTime(order.externalCreated)],
              [
                t('order.links'),
                <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }} key="links">
                  <Link href={order.links.trackAndTrace.href} target="_blank" rel="noopener noreferrer">
                    {t('order.trackAndTrace')}{' '}
                    <OpenInNewOutlined sx={{ fontSize: 14, verticalAlign: 'middle' }} />
                  </Link>
                  {order.communication.orderDetailUrl && (
                    <Link href={order.communication.orderDetailUrl} target="_blank" rel="noopener noreferrer">
                      {t('order.orderDetail')}{' '}
                      <OpenInNewOutlined sx={{ fontSize: 14, verticalAlign: 'middle' }} />
                    </Link>
                  )}
                  {links.map((l) => (
                    <Link key={l.url} href={l.url} target="_blank" rel="noopener noreferrer">
                      {l.name ?? l.url}
                    </Link>
                  ))}
                </Stack>,
              ],
            ]}
          />
        </Box>
      </Paper>

      <Section title={t('order.parcels')}>
        <OrderParcels order={order} />
      </Section>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Section title={t('order.timeline')}>
            <OrderTimeline parcels={order.parcels} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Stack spacing={2}>
            <Section title={t('order.money')}>
              <FieldList
                items={[
                  ...money.lines.map(
                    (l) =>
                      [
                        l.label === 'price'
                          ? t('order.price')
                          : // With an order price, the costs are parts of it, not additions to it.
                            order.price
                            ? t('order.includes', { cost: f.code('AdditionalCostType', l.label) })
                            : f.code('AdditionalCostType', l.label),
                        f.money(l),
                      ] as [string, string],
                  ),
                  [
                    t('order.cod'),
                    order.cashOnDelivery && order.cashOnDelivery.amount > 0
                      ? f.money(order.cashOnDelivery)
                      : undefined,
                  ],
                  // The order price is the total already; a sum only when there is none.
                  [
                    t('order.total'),
                    order.price ? undefined : (
                      <strong key="total">
                        {Object.entries(money.totals)
                          .map(([currency, amount]) => f.money({ amount, currency }))
                          .join(' + ')}
                      </strong>
                    ),
                  ],
                ]}
              />
            </Section>
            <Section title={t('order.payment')}>
              {payment ? (
                <Stack spacing={1}>
                  <Box>
                    <Chip
                      color={
                        paymentState(order) === 'PAID'
                          ? 'success'
                          : paymentState(order) === 'UNPAID'
                            ? 'warning'
                            : 'default'
                      }
                      label={f.code('PaymentState', paymentState(order))}
                    />
                  </Box>
                  <FieldList
                    items={[
                      [t('order.paymentTag'), payment.tag && f.code('PaymentTag', payment.tag)],
                      [t('order.method'), f.code('PaymentMethod', payment.method)],
                      [t('order.service'), f.code('PaymentService', payment.service)],
                      [
                        t('order.paymentLink'),
                        payment.link && (
                          <Link href={payment.link} target="_blank" rel="noopener noreferrer">
                            {payment.link}
                          </Link>
                        ),
                      ],
                    ]}
                  />
                </Stack>
              ) : (
                <Typography color="text.secondary">—</Typography>
              )}
            </Section>
          </Stack>
        </Grid>
      </Grid>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section title={t('order.customer')}>
            <FieldList
              items={[
                [t('order.name'), order.customer?.name],
                [
                  t('order.email'),
                  order.customer?.email && (
                    <Link href={`mailto:${order.customer.email}`}>{order.customer.email}</Link>
                  ),
                ],
                [
                  t('order.phone'),
                  order.customer?.phone && (
                    <Link href={`tel:${order.customer.phone.replace(/\s/g, '')}`}>
                      {order.customer.phone}
                    </Link>
                  ),
                ],
              ]}
            />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section title={t('order.billing')}>
            <FieldList
              items={[
                [t('order.name'), billing?.name],
                [t('order.company'), billing?.companyName],
                [t('order.address'), addressLines(billing?.billingAddress)],
                [t('order.crn'), billing?.crn],
                [t('order.vatId'), billing?.vatId],
                [t('order.email'), billing?.email],
                [t('order.phone'), billing?.phone],
                [t('order.language'), billing?.language && f.language(billing.language)],
              ]}
            />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section title={t('order.destination')}>
            <Stack spacing={1.5}>
              <FieldList
                items={[
                  [t('order.type'), f.code('DestinationType', destination?.type)],
                  [
                    t('order.carrier'),
                    destination?.parcelShop && carrierName(destination.parcelShop.carrier),
                  ],
                  [t('order.parcelShopId'), destination?.parcelShop?.parcelShopId],
                  [t('order.pickupPlaceId'), destination?.parcelShop?.pickupPlaceId],
                  [t('order.businessHours'), destination?.parcelShop?.businessHours],
                  [t('order.address'), addressLines(destination?.address)],
                ]}
              />
              {gps && (
                <BaseMap height={180} center={gps} zoom={14} label={t('order.destinationMap')}>
                  {/* Nothing to do with the pin: no focus stop, no button without a name. */}
                  <Marker
                    position={gps}
                    icon={pinIcon}
                    keyboard={false}
                    title={addressLines(destination?.address)}
                  />
                </BaseMap>
              )}
            </Stack>
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
        {files.length === 0 ? (
          <Typography color="text.secondary">{t('order.noFiles')}</Typography>
        ) : (
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
            {files.map((file) => (
              <Link key={file.url} href={file.url} target="_blank" rel="noopener noreferrer">
                {file.kind === 'file' ? file.name : t(`order.${file.kind}`)}
              </Link>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}
