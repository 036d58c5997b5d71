import { Box, Stack } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/contract/orders/order';
import { carrierName } from '@/web/shared/lib/carriers';
import { useFormat } from '@/web/features/orders/lib/format';
import { addressLines, destinationPoint } from '@/web/features/orders/lib/order-details';
import { FieldList } from '../field-list';

const DestinationMap = lazy(() => import('./destination-map'));
const MAP_HEIGHT = 180;

/** Where the order goes: the kind of destination, its pickup place, its address and a small map. */
export function OrderDestination({ order }: { order: Order }) {
  const { t } = useTranslation();
  const f = useFormat();
  const destination = order.destination;
  const gps = destinationPoint(order);
  return (
    <Stack spacing={1.5}>
      <FieldList
        items={[
          [t('order.type'), f.code('DestinationType', destination?.type)],
          [t('order.carrier'), destination?.parcelShop && carrierName(destination.parcelShop.carrier)],
          [t('order.parcelShopId'), destination?.parcelShop?.parcelShopId],
          [t('order.pickupPlaceId'), destination?.parcelShop?.pickupPlaceId],
          [t('order.businessHours'), destination?.parcelShop?.businessHours],
          [t('order.address'), addressLines(destination?.address)],
        ]}
      />
      {gps && (
        // The map's room is kept while its chunk loads: nothing below it moves when it comes.
        <Suspense fallback={<Box sx={{ height: MAP_HEIGHT, borderRadius: 1, bgcolor: '#e8eef3' }} />}>
          <DestinationMap
            gps={gps}
            height={MAP_HEIGHT}
            label={t('order.destinationMap')}
            title={addressLines(destination?.address)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
