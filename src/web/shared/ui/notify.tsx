import { Alert, Button, Snackbar } from '@mui/material';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// One place for short confirmations and errors ("Place saved"), announced to screen readers. A note
// may carry one action ("Undo") and a duration of its own; it ends (onEnd) however it goes away:
// its time is up, it is closed, the action is taken or another note replaces it.

type Severity = 'success' | 'info' | 'warning' | 'error';
export interface NoteOptions {
  action?: { label: string; onClick: () => void };
  /** How long the note shows, in ms (5 s). */
  duration?: number;
}
/** Shows a note; returns its key, for `dismiss`. */
type Notify = (message: string, severity?: Severity, options?: NoteOptions) => number;
const NotifyContext = createContext<Notify>(() => 0);
const DismissContext = createContext<(key: number) => void>(() => {});

interface Note extends NoteOptions {
  message: string;
  severity: Severity;
  key: number;
}

let lastKey = 0;

export function NotifyProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [note, setNote] = useState<Note | null>(null);
  const notify = useCallback<Notify>((message, severity = 'success', options = {}) => {
    const key = ++lastKey;
    setNote({ message, severity, key, ...options });
    return key;
  }, []);
  const close = useCallback((key: number | undefined) => setNote((n) => (n?.key === key ? null : n)), []);
  return (
    <NotifyContext.Provider value={notify}>
      <DismissContext.Provider value={close}>{children}</DismissContext.Provider>
      <Snackbar
        key={note?.key}
        open={Boolean(note)}
        autoHideDuration={note?.duration ?? 5000}
        onClose={(_e, reason) => reason !== 'clickaway' && close(note?.key)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={note?.severity ?? 'info'}
          variant="filled"
          onClose={() => close(note?.key)}
          // MUI names the button in English ("Close") whatever the app's language.
          closeText={t('common.close')}
          role={note?.severity === 'error' ? 'alert' : 'status'}
          action={
            note?.action ? (
              <Button
                color="inherit"
                size="small"
                sx={{ fontWeight: 700 }}
                onClick={() => {
                  note.action!.onClick();
                  close(note.key);
                }}
              >
                {note.action.label}
              </Button>
            ) : undefined
          }
        >
          {note?.message}
        </Alert>
      </Snackbar>
    </NotifyContext.Provider>
  );
}

export const useNotify = () => useContext(NotifyContext);
/** Closes a note by its key (when its action no longer applies); another note is left alone. */
export const useDismissNote = () => useContext(DismissContext);
