// Whatever a benchmark module starts (server processes, a browser) is registered here, so the run
// can end it even when the module failed or ran out of time before its own `finally`.

type Dispose = () => unknown;
const registry = new Set<Dispose>();

/** Registers a disposer; the returned function unregisters it (call it once disposed normally). */
export function track(dispose: Dispose): () => void {
  registry.add(dispose);
  return () => registry.delete(dispose);
}

/** Runs and forgets every registered disposer; errors are ignored, each gets `timeoutMs`. */
export async function disposeAll(timeoutMs = 10_000) {
  const pending = [...registry];
  registry.clear();
  await Promise.all(
    pending.map((dispose) =>
      Promise.race([
        Promise.resolve()
          .then(dispose)
          .catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, timeoutMs).unref()),
      ]),
    ),
  );
}
