import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { Box, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/contract/orders/order';
import { useAppConfig } from '@/web/shared/lib/app-config';
import { useFormat } from '@/web/features/orders/lib/format';
import { ORDER_STATE_COLORS, externalLinks } from '@/web/features/orders/lib/order-view-model';
import { FieldList } from '../field-list';
import { sectionId } from '@/web/features/orders/lib/order-health';

/** The order's heading: its number and state with its flags, the snooze note, where it came from. */
export function OrderSummary({ order }: { order: Order }) {
  const { t } = useTranslation();
  const f = useFormat();
  const eshopName = useAppConfig().data?.eshops.find((e) => e.id === order.eshopId)?.name ?? order.eshopId;
  const links = externalLinks(order);

  return (
    <Paper variant="outlined" sx={{ p: 2, scrollMarginTop: 80 }} id={sectionId('overview')} tabIndex={-1}>
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
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
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
              <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 0.5 }} key="links">
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
  );
}
