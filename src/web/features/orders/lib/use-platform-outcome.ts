import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The outcome of connecting the platform account (`?platform=connected|denied|failed`, set by the
 * BFF's OAuth callback), read once: shown on this visit of the order, and taken out of the address
 * at once, so a reload or a bookmark does not announce it again. It goes when the user disconnects
 * or looks up another order.
 */
export function usePlatformOutcome(orderId: string) {
  const [params, setParams] = useSearchParams();
  const [outcome, setOutcome] = useState(() => params.get('platform'));
  const inAddress = params.has('platform');
  useEffect(() => {
    if (!inAddress) return;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('platform');
        return next;
      },
      { replace: true },
    );
  }, [inAddress, setParams]);
  const shownFor = useRef(orderId);
  useEffect(() => {
    if (shownFor.current !== orderId) setOutcome(null);
  }, [orderId]);
  return { outcome, clear: () => setOutcome(null) };
}
