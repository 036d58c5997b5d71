import { Box, Stack } from '@mui/material';
import { DAYS } from '@/contract/opening-hours';
import type { WeekHours } from '@/web/features/place-editor/lib/hours-editing';
import type { DayErrors, Translate } from '@/web/features/place-editor/lib/hours-grid-model';
import { DayRow } from './day-row';
import { PresetMenu } from './preset-menu';
import { WeekBar } from './week-bar';

// The weekly opening hours: seven rows of HH:mm intervals. Times can be typed loosely (8, 830, 8:30)
// and become HH:mm when the field is left; every control is reachable and labelled for the keyboard.
// A day's problems are listed in a row of their own under its intervals, each naming its field.

interface Props {
  value: WeekHours;
  onChange: (week: WeekHours) => void;
  /** The fields were left: lets the form check them as the user goes. */
  onBlur?: () => void;
  errors?: DayErrors;
  readOnly: boolean;
  translateError: Translate;
}

export function HoursGrid({ value, onChange, onBlur, errors, readOnly, translateError }: Props) {
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <WeekBar week={value} />
        <Box sx={{ flexGrow: 1 }} />
        {!readOnly && <PresetMenu week={value} onChange={onChange} />}
      </Stack>
      {DAYS.map((day) => (
        <DayRow
          key={day}
          day={day}
          week={value}
          errors={errors?.[day]}
          readOnly={readOnly}
          onChange={onChange}
          onBlur={onBlur}
          translateError={translateError}
        />
      ))}
    </Stack>
  );
}
