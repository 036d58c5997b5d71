import { useQuery } from '@tanstack/react-query';
import { jobQueries } from '@/web/features/places/api/job-queries';
import HistorySection from './history-section';

/**
 * The history of a place the platform cannot give (deleted): read by its id, for the audit, at
 * the place's own address (a job report's or the audit log's link still leads somewhere). Nothing
 * when the app never changed it.
 */
export default function GonePlaceHistory({ placeId }: { placeId: string }) {
  const history = useQuery(jobQueries.history(placeId));
  if (!history.data?.items.length) return null;
  return <HistorySection placeId={placeId} history={history} readOnly onReverted={() => undefined} />;
}
