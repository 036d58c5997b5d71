import { useEffect, useState } from 'react';

// A small fetch per key for the import dialog. Not TanStack Query's useQuery: one more lazy
// importer of it makes the bundler split it out of the first script into a chunk of its own,
// which costs the first script a kilobyte (bench/bundle.ts).

export function useFetched<T>(key: string, load: () => Promise<T>) {
  const [state, setState] = useState<{ key: string; data?: T; error?: Error }>({ key: '' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ key, data }),
      (error: unknown) => live && setState({ key, error: error as Error }),
    );
    return () => {
      live = false;
    };
    // The key names everything `load` reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  // The last answer stays shown while the next key loads (a page of rows, a filter).
  return { data: state.data, error: state.error, retry: () => setAttempt((a) => a + 1) };
}
