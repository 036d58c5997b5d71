import { useEffect, useEffectEvent, useRef } from 'react';
import type { PublicHoliday } from '@/web/shared/lib/opening-hours/hours-holidays-type';

/**
 * "Close on every public holiday" (`PH off` typed or pasted into the text form) also when asked
 * before the holidays have come from their worker: it is then done as soon as they arrive, so a
 * quick paste right after the editor opens is never silently dropped.
 */
export function useCloseHolidays(
  holidays: readonly PublicHoliday[],
  loading: boolean,
  close: (holidays: readonly PublicHoliday[]) => void,
): () => void {
  const waiting = useRef(false);
  const closeKnown = useEffectEvent((known: readonly PublicHoliday[]) => close(known));
  useEffect(() => {
    if (!waiting.current || loading) return;
    waiting.current = false;
    closeKnown(holidays);
  }, [loading, holidays]);
  return () => {
    if (loading) waiting.current = true;
    else close(holidays);
  };
}
