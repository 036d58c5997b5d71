import { Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { COMMON_TIMES, applyChip } from '@/web/features/place-editor/lib/hours-chips';
import type { WeekHours } from '@/web/features/place-editor/lib/hours-editing';

// Common opening times, one click each: a chip is a bit of opening_hours text and sets the days it
// names (the other days keep their hours).

interface Props {
  week: WeekHours;
  today: string;
  onChange: (week: WeekHours) => void;
}

export function CommonTimeChips({ week, today, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
      <Typography variant="body2" color="textSecondary" sx={{ mr: 0.5 }}>
        {t('hoursText.chips')}
      </Typography>
      {COMMON_TIMES.map((chip) => (
        <Chip
          key={chip}
          size="small"
          variant="outlined"
          label={chip}
          aria-label={t('hoursText.chipOf', { text: chip })}
          onClick={() => onChange(applyChip(week, chip, today))}
          sx={{ fontFamily: 'monospace' }}
        />
      ))}
    </Stack>
  );
}
