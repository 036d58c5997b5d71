import { usePlaceHistory } from '@/web/features/bulk-changes/api/job-queries';
import HistorySection from './history-section';
import { RestorePlace } from './restore-place';

/**
 * The history of a place the platform cannot give (deleted): read by its id, for the audit, at
 * the place's own address (a job report's or the audit log's link still leads somewhere). Nothing
 * when the app never changed it. A place the app deleted may be restored from here.
 */
export default function GonePlaceHistory({ placeId, canRestore }: { placeId: string; canRestore: boolean }) {
  const history = usePlaceHistory(placeId);
  if (!history.data?.items.length) return null;
  return (
    <>
      <RestorePlace placeId={placeId} history={history.data} canRestore={canRestore} />
      <HistorySection placeId={placeId} history={history} readOnly onReverted={() => undefined} />
    </>
  );
}
