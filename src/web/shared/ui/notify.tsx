import { Alert, Snackbar } from '@mui/material';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

// One place for short confirmations and errors ("Place saved"), announced to screen readers.

type Severity = 'success' | 'info' | 'warning' | 'error';
const NotifyContext = createContext<(message: string, severity?: Severity) => void>(() => {});

export function NotifyProvider({ children }: { children: ReactNode }) {
  const [note, setNote] = useState<{ message: string; severity: Severity; key: number } | null>(null);
  const notify = useCallback(
    (message: string, severity: Severity = 'success') => setNote({ message, severity, key: Date.now() }),
    [],
  );
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Snackbar
        key={note?.key}
        open={Boolean(note)}
        autoHideDuration={5000}
        onClose={() => setNote(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={note?.severity ?? 'info'}
          variant="filled"
          onClose={() => setNote(null)}
          role={note?.severity === 'error' ? 'alert' : 'status'}
        >
          {note?.message}
        </Alert>
      </Snackbar>
    </NotifyContext.Provider>
  );
}

export const useNotify = () => useContext(NotifyContext);
