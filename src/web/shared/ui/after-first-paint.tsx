import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * False for the first render, true in a render of its own (a transition) once the frame that
 * paints the first has begun; true from the start when `already` is. What comes a frame later than
 * the rest of a screen: the places table's rows past the first ten, the editor's lower sections.
 */
export function useAfterFirstPaint(already = false): boolean {
  const [shown, setShown] = useState(already);
  useEffect(() => {
    if (shown) return;
    const frame = requestAnimationFrame(() => startTransition(() => setShown(true)));
    return () => cancelAnimationFrame(frame);
  }, [shown]);
  return shown;
}

/**
 * Children drawn in a render of their own once the frame that paints what is around them has
 * begun, a placeholder until then. For the large parts of a screen below its first screenful: the
 * place editor mounted whole was one long task on a phone, and drawn again at once when the form
 * library marked itself ready (a synchronous update from its layout effect). In a transition, the
 * deferred part renders in slices that let the browser paint and answer input between them.
 * Not for what a user reaches by Tab from above it at once: it is not there for that frame.
 */
export function AfterFirstPaint({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  return useAfterFirstPaint() ? children : placeholder;
}
