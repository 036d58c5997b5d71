import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/contract/languages';
import { changeLanguage } from '../lib/i18n';

/** The language of the app, each named in itself; the choice is remembered in the browser. */
export function LanguageSwitch({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('shell.language')}
      value={i18n.language}
      onChange={(e) => void changeLanguage(e.target.value as Language)}
      sx={{ width: fullWidth ? '100%' : 120 }}
    >
      <MenuItem value="en" lang="en">
        English
      </MenuItem>
      <MenuItem value="cs" lang="cs">
        Čeština
      </MenuItem>
    </TextField>
  );
}
