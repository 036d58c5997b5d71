import {
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MISSING_HOURS, type ImportDefaults } from '@/contract/desk/import';

const NONE = '';

interface Props {
  defaults: ImportDefaults;
  onChange: (defaults: ImportDefaults) => void;
  disabled: boolean;
  /** Rows of the file without hours in the last dry run (said beside the choice). */
  withoutHours: number;
}

/** What rows without hours get: asked, never assumed closed; a template takes its hours' text. */
export function MissingHoursChoice({ defaults, onChange, disabled, withoutHours }: Props) {
  const { t, i18n } = useTranslation();
  const set = (hoursTemplate: string) => {
    const next = { ...defaults };
    if (hoursTemplate === '') delete next.hoursTemplate;
    else next.hoursTemplate = hoursTemplate;
    onChange(next);
  };
  return (
    <FormControl disabled={disabled}>
      <FormLabel id="import-missing-hours">{t('import.missingHours.label')}</FormLabel>
      <Typography variant="body2" color="textSecondary">
        {t('import.missingHours.count', {
          count: withoutHours,
          n: withoutHours.toLocaleString(i18n.language),
        })}
      </Typography>
      <RadioGroup
        aria-labelledby="import-missing-hours"
        value={defaults.missingHours ?? NONE}
        onChange={(e) => {
          const next = { ...defaults };
          if (e.target.value === NONE) delete next.missingHours;
          else next.missingHours = e.target.value as NonNullable<ImportDefaults['missingHours']>;
          if (next.missingHours !== 'template') delete next.hoursTemplate;
          onChange(next);
        }}
      >
        <FormControlLabel value={NONE} control={<Radio />} label={t('import.missingHours.none')} />
        {MISSING_HOURS.map((choice) => (
          <FormControlLabel
            key={choice}
            value={choice}
            control={<Radio />}
            label={t(`import.missingHours.${choice}`)}
          />
        ))}
      </RadioGroup>
      {defaults.missingHours === 'template' && (
        <TextField
          label={t('import.missingHours.templateText')}
          helperText={t('import.missingHours.templateHelp')}
          value={defaults.hoursTemplate ?? ''}
          onChange={(e) => set(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 1000 }, inputLabel: { shrink: true } }}
          size="small"
          sx={{ maxWidth: 480, mt: 1 }}
        />
      )}
    </FormControl>
  );
}
