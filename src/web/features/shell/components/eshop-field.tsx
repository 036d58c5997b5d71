import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSelectedEshop } from '@/web/shared/lib/use-eshop';
import { isOnPlaces } from '@/web/shared/lib/paths';

/** The e-shop whose places are shown: offered on the places screens, once the e-shops are known. */
export function EshopField({ fullWidth, onPicked }: { fullWidth: boolean; onPicked?: () => void }) {
  const { t } = useTranslation();
  const { eshopId, eshops, select } = useSelectedEshop();
  const location = useLocation();
  if (!isOnPlaces(location.pathname) || eshops.length === 0) return null;
  return (
    <TextField
      select
      size="small"
      label={t('shell.eshop')}
      value={eshopId ?? ''}
      onChange={(e) => {
        onPicked?.();
        select(e.target.value);
      }}
      sx={fullWidth ? { width: '100%' } : { minWidth: 200 }}
    >
      {eshops.map((e) => (
        <MenuItem key={e.id} value={e.id}>
          {e.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
