import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { Card, CardContent, Chip, Grid, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/contract/orders/order';
import { carrierName } from '@/web/shared/lib/carriers';
import { userZone } from '@/web/shared/lib/opening-hours/hours-status';
import { useFormat } from '../lib/format';
import { goingBack, parcelDecision } from '../lib/parcel-decision';
import { deliveryStateColor, parcelLabel, trackingUrl } from '../lib/order-view-model';
import { FieldList } from './field-list';

/** One card per parcel: where it is, how to track it, and what is in it. */
export function OrderParcels({ order }: { order: Order }) {
  const { t } = useTranslation();
  const f = useFormat();
  const productName = (sku: string) => order.products.find((p) => p.sku === sku)?.name ?? sku;
  return (
    <Grid container spacing={2}>
      {order.parcels.map((parcel, index) => {
        const state = parcel.state;
        const url = trackingUrl(parcel);
        const d = parcel.dimensions;
        // The platform's state is shown as it is; the decision adds what it means now (issue 29).
        const decision = parcelDecision(parcel, new Date(), userZone());
        return (
          <Grid key={parcel.id} size={{ xs: 12, md: 6 }}>
            <Card
              variant="outlined"
              component="article"
              aria-label={t('order.parcel', { label: parcelLabel(parcel, index) })}
            >
              <CardContent>
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1.5 }}
                >
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
                    {t('order.parcel', { label: parcelLabel(parcel, index) })}
                  </Typography>
                  <Chip
                    color={deliveryStateColor(state?.delivery)}
                    label={f.code('DeliveryState', state?.delivery)}
                  />
                  {state?.deliverToday && (
                    <Chip color="info" variant="outlined" size="small" label={t('order.deliverToday')} />
                  )}
                  {decision.kind === 'storageEnded' && state?.delivery === 'STORED_FOR_PICKUP' && (
                    <Chip color="error" variant="outlined" size="small" label={t('order.storageEnded')} />
                  )}
                  {state?.returning && (
                    <Chip color="error" variant="outlined" size="small" label={t('order.returning')} />
                  )}
                  {parcel.deliveryDetails?.delay?.delayed && (
                    <Chip color="warning" size="small" label={t('order.delayed')} />
                  )}
                </Stack>
                <FieldList
                  items={[
                    [
                      t('order.carrier'),
                      parcel.activeTracking ? carrierName(parcel.activeTracking.carrier) : undefined,
                    ],
                    [
                      t('order.trackingNumber'),
                      parcel.activeTracking?.number &&
                        (url ? (
                          <Link href={url} target="_blank" rel="noopener noreferrer">
                            {parcel.activeTracking.number}{' '}
                            <OpenInNewOutlined sx={{ fontSize: 14, verticalAlign: 'middle' }} />
                          </Link>
                        ) : (
                          parcel.activeTracking.number
                        )),
                    ],
                    [
                      t('order.trackingState'),
                      state?.trackingState && f.code('TrackingState', state.trackingState),
                    ],
                    [
                      t('order.eta'),
                      parcel.deliveryDetails?.estimatedDeliveryDate &&
                        f.date(parcel.deliveryDetails.estimatedDeliveryDate),
                    ],
                    [
                      t('order.delayed'),
                      parcel.deliveryDetails?.delay?.delayed
                        ? (parcel.deliveryDetails.delay.reason ?? '✓')
                        : undefined,
                    ],
                    [
                      t('order.window'),
                      parcel.deliveryWindow?.from &&
                        `${f.dateTime(parcel.deliveryWindow.from)} – ${f.dateTime(parcel.deliveryWindow.to)}`,
                    ],
                    [t('order.maxStore'), parcel.maxStoreDate && f.dateTime(parcel.maxStoreDate)],
                    [
                      t('order.pin'),
                      parcel.pin &&
                        (goingBack(decision) ? (
                          `${parcel.pin} (${t('order.pinNotToGive')})`
                        ) : (
                          <strong>{parcel.pin}</strong>
                        )),
                    ],
                    [
                      t('order.dimensions'),
                      d &&
                        [
                          d.length && d.width && d.height
                            ? `${f.number(d.length)} × ${f.number(d.width)} × ${f.number(d.height)} cm`
                            : undefined,
                          d.weight ? `${f.number(d.weight)} kg` : undefined,
                        ]
                          .filter(Boolean)
                          .join(', '),
                    ],
                    [t('order.tags'), parcel.tags.length ? parcel.tags.join(', ') : undefined],
                    [
                      t('order.contains'),
                      parcel.products.length ? parcel.products.map(productName).join(', ') : undefined,
                    ],
                  ]}
                />
              </CardContent>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
