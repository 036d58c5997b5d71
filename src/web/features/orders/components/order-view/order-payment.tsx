import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/contract/orders/order';
import { useFormat } from '@/web/features/orders/lib/format';
import { paymentStateColor } from '@/web/features/orders/lib/order-details';
import { paymentState } from '@/web/features/orders/lib/order-view-model';
import { FieldList } from '../field-list';

/** How the order is paid: its state, method and service, and the payment link; a dash without a payment. */
export function OrderPayment({ order }: { order: Order }) {
  const { t } = useTranslation();
  const f = useFormat();
  const payment = order.payment;
  if (!payment) return <Typography color="textSecondary">—</Typography>;
  const state = paymentState(order);
  return (
    <Stack spacing={1}>
      <Box>
        <Chip color={paymentStateColor(state)} label={f.code('PaymentState', state)} />
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
  );
}
