import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import 'dayjs/locale/cs';
import 'dayjs/locale/en-gb';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The date pickers' adapter and locale. Only the place editor has date pickers, so this (with
 * dayjs and @mui/x-date-pickers) loads with the editor's screen, not with the app's first script.
 */
export function DatesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={i18n.language === 'cs' ? 'cs' : 'en-gb'}>
      {children}
    </LocalizationProvider>
  );
}
