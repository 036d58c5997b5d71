import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportDefaults } from '@/contract/desk/import';
import { COUNTRY_CODES, DESTINATION_TYPES, STORAGE_TIME_TYPES } from '@/contract/enums';

interface Props {
  defaults: ImportDefaults;
  onChange: (defaults: ImportDefaults) => void;
  disabled: boolean;
}

const NONE = '';

/**
 * A value per field for the rows that leave it empty (issue 29): an ordinary file rarely says a
 * place's type or storage time, and without these every new row was an error.
 */
export function DefaultsStep({ defaults, onChange, disabled }: Props) {
  const { t, i18n } = useTranslation();
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    const name = (code: string) => {
      try {
        return names.of(code) ?? code;
      } catch {
        return code;
      }
    };
    return COUNTRY_CODES.filter((c) => c !== 'UNDEFINED')
      .map((code) => ({ code, name: name(code) }))
      .sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  }, [i18n.language]);
  const set = <K extends keyof ImportDefaults>(key: K, value: ImportDefaults[K] | '') => {
    const next = { ...defaults };
    if (value === '' || value === undefined) delete next[key];
    else next[key] = value;
    onChange(next);
  };
  const none = (
    <MenuItem value={NONE}>
      <em>{t('import.noDefault')}</em>
    </MenuItem>
  );
  const common = { size: 'small', disabled, sx: { minWidth: 180, flex: 1 } } as const;
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {t('import.defaultsHelp')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          select
          label={t('import.targets.type')}
          value={defaults.type ?? NONE}
          onChange={(e) => set('type', e.target.value as ImportDefaults['type'])}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          {...common}
        >
          {none}
          {DESTINATION_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`placeType.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="number"
          label={t('import.targets.storageTimeInDays')}
          value={defaults.storageTimeInDays ?? ''}
          onChange={(e) => {
            const days = Number(e.target.value);
            set(
              'storageTimeInDays',
              e.target.value && Number.isInteger(days) && days >= 1 && days <= 365 ? days : '',
            );
          }}
          slotProps={{ htmlInput: { min: 1, max: 365 }, inputLabel: { shrink: true } }}
          {...common}
        />
        <TextField
          select
          label={t('import.targets.storageTimeType')}
          value={defaults.storageTimeType ?? NONE}
          onChange={(e) => set('storageTimeType', e.target.value as ImportDefaults['storageTimeType'])}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          {...common}
        >
          {none}
          {STORAGE_TIME_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`storageType.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('import.targets.countryCode')}
          value={defaults.countryCode ?? NONE}
          onChange={(e) => set('countryCode', e.target.value as ImportDefaults['countryCode'])}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          {...common}
        >
          {none}
          {countries.map((c) => (
            <MenuItem key={c.code} value={c.code}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Stack>
  );
}
