import AddOutlined from '@mui/icons-material/AddOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  Menu,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DAYS, type Day } from '../../../../contract/opening-hours';
import {
  PRESETS,
  addInterval,
  closeDay,
  copyDay,
  normalizeTypedTime,
  removeInterval,
  setOpen24h,
  weekBarSegments,
  type WeekHours,
} from '../lib/opening-hours';

// The weekly opening hours: seven rows of HH:mm intervals. Times can be typed loosely (8, 830, 8:30)
// and become HH:mm when the field is left; every control is reachable and labelled for the keyboard.

type DayErrors = Partial<
  Record<
    Day,
    ({ from?: { message?: string }; to?: { message?: string } } | undefined)[] & { message?: string }
  >
>;

interface Props {
  value: WeekHours;
  onChange: (week: WeekHours) => void;
  errors?: DayErrors;
  readOnly: boolean;
  translateError: (message: string | undefined) => string | undefined;
}

export function HoursGrid({ value, onChange, errors, readOnly, translateError }: Props) {
  const { t } = useTranslation();
  const [presetAnchor, setPresetAnchor] = useState<HTMLElement | null>(null);
  const setTime = (day: Day, index: number, field: 'from' | 'to', time: string) => {
    const intervals = value[day].map((interval, i) =>
      i === index ? { ...interval, [field]: time } : interval,
    );
    onChange({ ...value, [day]: intervals });
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <WeekBar week={value} />
        <Box sx={{ flexGrow: 1 }} />
        {!readOnly && (
          <>
            <Button
              size="small"
              variant="outlined"
              onClick={(e) => setPresetAnchor(e.currentTarget)}
              aria-haspopup="menu"
            >
              {t('hours.presets')}
            </Button>
            <Menu anchorEl={presetAnchor} open={Boolean(presetAnchor)} onClose={() => setPresetAnchor(null)}>
              {PRESETS.map((preset) => (
                <MenuItem
                  key={preset.id}
                  onClick={() => {
                    onChange(preset.apply());
                    setPresetAnchor(null);
                  }}
                >
                  {t(`hours.preset.${preset.id}`)}
                </MenuItem>
              ))}
            </Menu>
          </>
        )}
      </Stack>
      {DAYS.map((day) => (
        <DayRow
          key={day}
          day={day}
          week={value}
          errors={errors?.[day]}
          readOnly={readOnly}
          onTime={(index, field, time) => setTime(day, index, field, time)}
          onChange={onChange}
          translateError={translateError}
        />
      ))}
    </Stack>
  );
}

interface RowProps {
  day: Day;
  week: WeekHours;
  errors: DayErrors[Day];
  readOnly: boolean;
  onTime: (index: number, field: 'from' | 'to', time: string) => void;
  onChange: (week: WeekHours) => void;
  translateError: (message: string | undefined) => string | undefined;
}

function DayRow({ day, week, errors, readOnly, onTime, onChange, translateError }: RowProps) {
  const { t } = useTranslation();
  const dayName = t(`days.${day}`);
  const intervals = week[day];
  const [copyAnchor, setCopyAnchor] = useState<HTMLElement | null>(null);
  const [targets, setTargets] = useState<Day[]>([]);
  const applyCopy = () => {
    onChange(copyDay(week, day, targets));
    setCopyAnchor(null);
    setTargets([]);
  };
  const time = (index: number, field: 'from' | 'to') => {
    const message = translateError(errors?.[index]?.[field]?.message);
    const label = t(field === 'from' ? 'hours.opens' : 'hours.closes', { day: dayName, n: index + 1 });
    return (
      <TextField
        size="small"
        value={intervals[index]?.[field] ?? ''}
        onChange={(e) => onTime(index, field, e.target.value)}
        onBlur={(e) => {
          const normalized = normalizeTypedTime(e.target.value);
          if (normalized && normalized !== e.target.value) onTime(index, field, normalized);
        }}
        slotProps={{
          htmlInput: { 'aria-label': label, inputMode: 'numeric', readOnly, placeholder: 'HH:mm' },
        }}
        error={Boolean(message)}
        helperText={message}
        sx={{ width: 110 }}
      />
    );
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' }, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
      role="group"
      aria-label={dayName}
    >
      <Typography sx={{ width: 110, pt: 1, fontWeight: 500 }}>{dayName}</Typography>
      <Stack spacing={1} sx={{ flexGrow: 1 }}>
        {intervals.length === 0 && (
          <Typography color="text.secondary" sx={{ pt: 1 }}>
            {t('hours.closedAllDay')}
          </Typography>
        )}
        {intervals.map((_interval, index) => (
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            {time(index, 'from')}
            <Typography sx={{ pt: 1 }}>–</Typography>
            {time(index, 'to')}
            {!readOnly && (
              <Tooltip title={t('hours.removeInterval')}>
                <IconButton
                  aria-label={t('hours.removeIntervalOf', { day: dayName, n: index + 1 })}
                  onClick={() => onChange(removeInterval(week, day, index))}
                >
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        ))}
      </Stack>
      {!readOnly && (
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
          <Button
            size="small"
            startIcon={<AddOutlined />}
            onClick={() => onChange(addInterval(week, day))}
            aria-label={t('hours.addIntervalTo', { day: dayName })}
          >
            {t('hours.addInterval')}
          </Button>
          <Button
            size="small"
            onClick={() => onChange(setOpen24h(week, day))}
            aria-label={t('hours.open24Of', { day: dayName })}
          >
            {t('hours.open24')}
          </Button>
          <Button
            size="small"
            onClick={() => onChange(closeDay(week, day))}
            aria-label={t('hours.closeOf', { day: dayName })}
          >
            {t('hours.close')}
          </Button>
          <Button
            size="small"
            startIcon={<ContentCopyOutlined />}
            onClick={(e) => setCopyAnchor(e.currentTarget)}
            aria-haspopup="dialog"
            aria-label={t('hours.copyOf', { day: dayName })}
          >
            {t('hours.copy')}
          </Button>
          <Menu anchorEl={copyAnchor} open={Boolean(copyAnchor)} onClose={() => setCopyAnchor(null)}>
            <Stack sx={{ px: 2, py: 1 }} role="group" aria-label={t('hours.copyTo', { day: dayName })}>
              <Typography variant="subtitle2">{t('hours.copyTo', { day: dayName })}</Typography>
              <Button size="small" onClick={() => setTargets(DAYS.slice(0, 5).filter((d) => d !== day))}>
                {t('hours.weekdays')}
              </Button>
              {DAYS.filter((d) => d !== day).map((d) => (
                <FormControlLabel
                  key={d}
                  control={
                    <Checkbox
                      size="small"
                      checked={targets.includes(d)}
                      onChange={(e) =>
                        setTargets((cur) => (e.target.checked ? [...cur, d] : cur.filter((x) => x !== d)))
                      }
                    />
                  }
                  label={t(`days.${d}`)}
                />
              ))}
              <Button variant="contained" size="small" disabled={!targets.length} onClick={applyCopy}>
                {t('hours.applyCopy')}
              </Button>
            </Stack>
          </Menu>
        </Stack>
      )}
    </Stack>
  );
}

/** A compact picture of the week: one bar per day, filled where the place is open. */
function WeekBar({ week }: { week: WeekHours }) {
  const { t } = useTranslation();
  const segments = weekBarSegments(week);
  return (
    <Stack direction="row" spacing={0.5} aria-hidden sx={{ alignItems: 'flex-end' }}>
      {DAYS.map((day) => (
        <Stack key={day} spacing={0.25} sx={{ alignItems: 'center' }}>
          <Box
            sx={{
              position: 'relative',
              width: 14,
              height: 48,
              bgcolor: 'action.hover',
              borderRadius: 0.5,
              overflow: 'hidden',
            }}
          >
            {segments[day].map((s, i) => (
              <Box
                key={i}
                sx={{
                  position: 'absolute',
                  left: 0,
                  right: 0,
                  top: `${s.startPct}%`,
                  height: `${s.endPct - s.startPct}%`,
                  bgcolor: 'success.main',
                }}
              />
            ))}
          </Box>
          <Typography variant="caption" color="text.secondary">
            {t(`days.${day}`).slice(0, 2)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
