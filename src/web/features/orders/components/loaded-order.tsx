import { Grid } from '@mui/material';
import type { Order } from '@/contract/orders/order';
import { userZone } from '@/web/shared/lib/opening-hours/hours-status';
import { useOrderPlace } from '../api/order-place';
import { replyPlace } from '../lib/place-now';
import { OrderHealthLine } from './order-health-line';
import { OrderPickupPlace } from './order-pickup-place';
import { OrderView } from './order-view/order-view';

// A chunk of its own (order-page.tsx): the lookup alone never loads the order's view, and an order's
// address fetches it alongside the order itself.

/** The answer first (health line, the pickup place now), then the whole order. */
export default function LoadedOrder({ order }: { order: Order }) {
  const found = useOrderPlace(order);
  const place = found.status === 'ours' ? found.place : undefined;
  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: found.status === 'none' ? 12 : 7 }}>
          <OrderHealthLine
            order={order}
            timeZone={place?.zoneId ?? userZone()}
            place={place && replyPlace(place, new Date())}
          />
        </Grid>
        {found.status !== 'none' && (
          <Grid size={{ xs: 12, lg: 5 }}>
            <OrderPickupPlace order={order} found={found} />
          </Grid>
        )}
      </Grid>
      <OrderView order={order} />
    </>
  );
}
