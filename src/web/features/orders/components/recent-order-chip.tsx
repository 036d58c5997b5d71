import { Box, Chip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { orderQueries } from '../api/order-queries';
import { orderHealth } from '../lib/order-health';
import { useHealthTexts } from '../lib/use-health-texts';
import { userZone } from '@/web/shared/lib/opening-hours/hours-status';

/**
 * A recent lookup with the order's health as it is now, so returning to an order tells at a glance
 * whether anything changed. The order is read like the order page reads it (and shares its cache);
 * one that cannot be read shows its id alone.
 */
export function RecentOrderChip({ id, onOpen }: { id: string; onOpen: () => void }) {
  const texts = useHealthTexts();
  const order = useQuery({ ...orderQueries.detail(id), staleTime: 5 * 60_000, retry: false }).data;
  const summary = order?.parcels.length
    ? texts.summary(orderHealth(order, new Date(), userZone()))
    : undefined;
  return (
    <Chip
      size="small"
      variant="outlined"
      onClick={onOpen}
      label={
        <>
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {id}
          </Box>
          {summary && (
            <Box component="span" sx={{ color: 'text.secondary' }} data-testid="recent-order-health">
              {` · ${summary}`}
            </Box>
          )}
        </>
      }
    />
  );
}
