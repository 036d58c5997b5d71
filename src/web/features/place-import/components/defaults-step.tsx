import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportDefaults } from '@/contract/desk/import';
import { COUNTRY_CODES, DESTINATION_TYPES, STORAGE_TIME_TYPES } from '@/contract/enums';
import { regionName, sortedByLabel } from '@/web/shared/lib/locale-names';
import { MissingHoursChoice } from './missing-hours-choice';

interface Props {
  defaults: ImportDefaults;
  onChange: (defaults: ImportDefaults) => void;
  disabled: boolean;
  /** Rows of the file without hours in the last dry run (said beside the choice). */
  withoutHours?: number;
}

const NONE = '';

/**
 * A value per field for the rows that leave it empty (issue 29): an ordinary file rarely says a
 * place's type or storage time, a list of lockers no phone or e-mail (issue 43), and without these
 * every new row was an error. What rows without hours get is asked, never assumed closed.
 */
export function DefaultsStep({ defaults, onChange, disabled, withoutHours = 0 }: Props) {
  const { t, i18n } = useTranslation();
  const countries = useMemo(
    () =>
      sortedByLabel(
        COUNTRY_CODES.filter((c) => c !== 'UNDEFINED').map((code) => ({
          value: code,
          label: regionName(code, i18n.language) ?? code,
        })),
        (c) => c.label,
        i18n.language,
      ),
    [i18n.language],
  );
  const set = <K extends keyof ImportDefaults>(key: K, value: ImportDefaults[K] | '') => {
    const next = { ...defaults };
    if (value === '' || value === undefined) delete next[key];
    else next[key] = value;
    onChange(next);
  };
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="textSecondary">
        {t('import.defaultsHelp')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flexWrap: 'wrap' }}>
        <Choice
          label={t('import.targets.type')}
          value={defaults.type}
          options={DESTINATION_TYPES.map((type) => ({ value: type, label: t(`placeType.${type}`) }))}
          onChange={(v) => set('type', v as ImportDefaults['type'])}
          disabled={disabled}
        />
        <TextField
          type="number"
          label={t('import.targets.storageTimeInDays')}
          value={defaults.storageTimeInDays ?? ''}
          onChange={(e) => {
            const days = Number(e.target.value);
            set('storageTimeInDays', Number.isInteger(days) && days >= 1 && days <= 365 ? days : '');
          }}
          slotProps={{ htmlInput: { min: 1, max: 365 }, inputLabel: { shrink: true } }}
          {...FIELD}
          disabled={disabled}
        />
        <Choice
          label={t('import.targets.storageTimeType')}
          value={defaults.storageTimeType}
          options={STORAGE_TIME_TYPES.map((type) => ({ value: type, label: t(`storageType.${type}`) }))}
          onChange={(v) => set('storageTimeType', v as ImportDefaults['storageTimeType'])}
          disabled={disabled}
        />
        <Choice
          label={t('import.targets.countryCode')}
          value={defaults.countryCode}
          options={countries}
          onChange={(v) => set('countryCode', v as ImportDefaults['countryCode'])}
          disabled={disabled}
        />
        <TextField
          label={t('import.targets.phone')}
          value={defaults.phone ?? ''}
          onChange={(e) => set('phone', e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 30 }, inputLabel: { shrink: true } }}
          {...FIELD}
          disabled={disabled}
        />
        <TextField
          type="email"
          label={t('import.targets.email')}
          value={defaults.email ?? ''}
          onChange={(e) => set('email', e.target.value)}
          slotProps={{ htmlInput: { maxLength: 254 }, inputLabel: { shrink: true } }}
          {...FIELD}
          disabled={disabled}
        />
      </Stack>
      <MissingHoursChoice
        defaults={defaults}
        onChange={onChange}
        disabled={disabled}
        withoutHours={withoutHours}
      />
    </Stack>
  );
}

const FIELD = { size: 'small', sx: { minWidth: 180, flex: 1 } } as const;

/** One default chosen from a list, or none. */
function Choice(props: {
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={props.label}
      value={props.value ?? NONE}
      onChange={(e) => props.onChange(e.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      disabled={props.disabled}
      {...FIELD}
    >
      <MenuItem value={NONE}>
        <em>{t('import.noDefault')}</em>
      </MenuItem>
      {props.options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
