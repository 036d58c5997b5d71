import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Marker } from 'react-leaflet';
import type { Order } from '@/contract/orders/order';
import { carrierName } from '@/web/shared/lib/carriers';
import { BaseMap } from '@/web/shared/ui/base-map';
import { pinIcon } from '@/web/shared/ui/map-pin';
import { useFormat } from '@/web/features/orders/lib/format';
import { addressLines, destinationPoint } from '@/web/features/orders/lib/order-details';
import { FieldList } from '../field-list';

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
        <BaseMap height={180} center={gps} zoom={14} label={t('order.destinationMap')}>
          {/* Nothing to do with the pin: no focus stop, no button without a name. */}
          <Marker position={gps} icon={pinIcon} keyboard={false} title={addressLines(destination?.address)} />
        </BaseMap>
      )}
    </Stack>
  );
}
