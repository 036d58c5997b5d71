import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** The next frame, or (`idle`) the first moment the browser has nothing to do, within a second. */
function soon(idle: boolean, run: () => void): () => void {
  if (idle && typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 1000 });
    return () => cancelIdleCallback(handle);
  }
  const frame = requestAnimationFrame(run);
  return () => cancelAnimationFrame(frame);
}

/**
 * Children drawn in a render of their own once the frame that paints what is around them has
 * begun, a placeholder until then. For the large parts of a screen below its first screenful: the
 * place editor mounted whole was one long task on a phone, and drawn again at once when the form
 * library marked itself ready (a synchronous update from its layout effect). In a transition, the
 * deferred part renders in slices that let the browser paint and answer input between them.
 *
 * `idle` waits until the browser is idle: for what measures the page when it mounts (a Leaflet map
 * reads its size), which mounted with a large tree forced the layout of all of it in React's commit.
 */
export function AfterFirstPaint({
  children,
  placeholder,
  idle = false,
}: {
  children: ReactNode;
  placeholder: ReactNode;
  idle?: boolean;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    return soon(idle, () => startTransition(() => setShown(true)));
  }, [shown, idle]);
  return shown ? children : placeholder;
}
