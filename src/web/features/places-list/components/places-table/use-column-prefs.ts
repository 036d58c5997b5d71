import { useCallback, useState } from 'react';
import {
  loadColumnPrefs,
  saveColumnPrefs,
  type ColumnPrefs,
} from '@/web/features/places-list/lib/column-prefs';
import { useStoredReader } from '@/web/shared/lib/stored';

/** The user's columns of the places table, remembered by this browser for that user. */
export function useColumnPrefs(username: string) {
  const read = useStoredReader();
  const [state, setState] = useState(() => ({ username, prefs: loadColumnPrefs(username, read) }));
  // Another user signed in on this page: their own choice.
  const prefs = state.username === username ? state.prefs : loadColumnPrefs(username, read);
  const change = useCallback(
    (next: ColumnPrefs) => {
      saveColumnPrefs(username, next);
      setState({ username, prefs: next });
    },
    [username],
  );
  return [prefs, change] as const;
}
