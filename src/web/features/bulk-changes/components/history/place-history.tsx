import { usePlaceHistory } from '@/web/features/bulk-changes/api/job-queries';
import HistorySection from './history-section';

interface Props {
  placeId: string;
  readOnly: boolean;
  /** After a revert the editor reloads the place. */
  onReverted: () => void;
}

/** The history of a place that exists, as its editor shows it below the form. */
export function PlaceHistory({ placeId, readOnly, onReverted }: Props) {
  const history = usePlaceHistory(placeId);
  return <HistorySection placeId={placeId} history={history} readOnly={readOnly} onReverted={onReverted} />;
}
