import AddOutlined from '@mui/icons-material/AddOutlined';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import CheckBoxOutlined from '@mui/icons-material/CheckBoxOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  Button,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DAYS, type Day } from '../../../../contract/opening-hours';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { fieldId } from '../lib/field-ids';
import {
  PRESETS,
  addInterval,
  closeDay,
  copyDay,
  removeInterval,
  setOpen24h,
  type Preset,
  type WeekHours,
} from '../lib/hours-editing';
import { normalizeTypedTime, weekBarSegments } from '../lib/hours-format';

// The weekly opening hours: seven rows of HH:mm intervals. Times can be typed loosely (8, 830, 8:30)
// and become HH:mm when the field is left; every control is reachable and labelled for the keyboard.
// A day's problems are listed in a row of their own under its intervals (the time fields are too
// narrow for a sentence), each naming its field, which points to it with aria-describedby.

type IntervalErrors = { from?: { message?: string }; to?: { message?: string }; message?: string };
type DayErrors = Partial<
  Record<Day, (IntervalErrors | undefined)[] & { message?: string; root?: { message?: string } }>
>;

interface Props {
  value: WeekHours;
  onChange: (week: WeekHours) => void;
  /** The fields were left: lets the form check them as the user goes. */
  onBlur?: () => void;
  errors?: DayErrors;
  readOnly: boolean;
  translateError: (message: string | undefined) => string | undefined;
}

const sameWeek = (a: WeekHours, b: WeekHours) => JSON.stringify(a) === JSON.stringify(b);
const isEmptyWeek = (week: WeekHours) => DAYS.every((d) => week[d].length === 0);

export function HoursGrid({ value, onChange, onBlur, errors, readOnly, translateError }: Props) {
  const { t } = useTranslation();
  const [presetAnchor, setPresetAnchor] = useState<HTMLElement | null>(null);
  /** A preset that would overwrite hours already entered waits for a yes. */
  const [pendingPreset, setPendingPreset] = useState<Preset | null>(null);
  const menuId = useId();
  const setTime = (day: Day, index: number, field: 'from' | 'to', time: string) => {
    const intervals = value[day].map((interval, i) =>
      i === index ? { ...interval, [field]: time } : interval,
    );
    onChange({ ...value, [day]: intervals });
  };
  const choosePreset = (preset: Preset) => {
    setPresetAnchor(null);
    if (isEmptyWeek(value) || sameWeek(value, preset.apply())) onChange(preset.apply());
    else setPendingPreset(preset);
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
              aria-controls={presetAnchor ? menuId : undefined}
              aria-expanded={presetAnchor ? 'true' : undefined}
            >
              {t('hours.presets')}
            </Button>
            <Menu
              id={menuId}
              anchorEl={presetAnchor}
              open={Boolean(presetAnchor)}
              onClose={() => setPresetAnchor(null)}
              slotProps={{ list: { 'aria-label': t('hours.presets') } }}
            >
              {PRESETS.map((preset) => (
                <MenuItem key={preset.id} onClick={() => choosePreset(preset)}>
                  {t(`hours.preset.${preset.id}`)}
                </MenuItem>
              ))}
            </Menu>
            <ConfirmDialog
              open={Boolean(pendingPreset)}
              title={t('hours.replaceWeekTitle')}
              body={t('hours.replaceWeekBody', {
                preset: pendingPreset ? t(`hours.preset.${pendingPreset.id}`) : '',
              })}
              confirmLabel={t('hours.replaceWeek')}
              cancelLabel={t('hours.keepWeek')}
              onCancel={() => setPendingPreset(null)}
              onConfirm={() => {
                if (pendingPreset) onChange(pendingPreset.apply());
                setPendingPreset(null);
              }}
            />
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
          onBlur={onBlur}
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
  onBlur?: () => void;
  translateError: (message: string | undefined) => string | undefined;
}

function DayRow({ day, week, errors, readOnly, onTime, onChange, onBlur, translateError }: RowProps) {
  const { t } = useTranslation();
  const dayName = t(`days.${day}`);
  const intervals = week[day];
  const menuId = useId();
  const [copyAnchor, setCopyAnchor] = useState<HTMLElement | null>(null);
  const [targets, setTargets] = useState<Day[]>([]);
  const others = DAYS.filter((d) => d !== day);
  const closeCopy = () => {
    setCopyAnchor(null);
    setTargets([]);
  };
  const applyCopy = () => {
    onChange(copyDay(week, day, targets));
    closeCopy();
  };

  /** The day's problems, each on its field: an interval-wide one (an overlap) on its opening time. */
  const problems: { id: string; field: 'from' | 'to'; index: number; text: string }[] = [];
  const dayMessage = translateError(errors?.message ?? errors?.root?.message);
  intervals.forEach((_i, index) => {
    for (const field of ['from', 'to'] as const) {
      const e = errors?.[index];
      const text = translateError(e?.[field]?.message ?? (field === 'from' ? e?.message : undefined));
      if (text) problems.push({ id: fieldId(`regular.${day}.${index}.${field}`), field, index, text });
    }
  });
  const problemOf = (index: number, field: 'from' | 'to') =>
    problems.find((p) => p.index === index && p.field === field);

  const time = (index: number, field: 'from' | 'to') => {
    const problem = problemOf(index, field);
    const label = t(field === 'from' ? 'hours.opens' : 'hours.closes', { day: dayName, n: index + 1 });
    const id = fieldId(`regular.${day}.${index}.${field}`);
    return (
      <TextField
        size="small"
        id={id}
        value={intervals[index]?.[field] ?? ''}
        onChange={(e) => onTime(index, field, e.target.value)}
        onBlur={(e) => {
          const normalized = normalizeTypedTime(e.target.value);
          if (normalized && normalized !== e.target.value) onTime(index, field, normalized);
          onBlur?.();
        }}
        slotProps={{
          htmlInput: {
            'aria-label': label,
            'aria-describedby': problem ? `${id}-message` : undefined,
            inputMode: 'numeric',
            readOnly,
            placeholder: 'HH:mm',
          },
        }}
        error={Boolean(problem)}
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
      <Typography sx={{ width: 110, flexShrink: 0, pt: 1, fontWeight: 500 }}>{dayName}</Typography>
      <Stack spacing={1} sx={{ flexGrow: 1, minWidth: 0 }}>
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
        {(problems.length > 0 || dayMessage) && (
          <Stack component="ul" spacing={0.25} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {dayMessage && (
              <Typography component="li" variant="body2" color="error">
                {dayMessage}
              </Typography>
            )}
            {problems.map((p) => (
              <Typography key={p.id} component="li" id={`${p.id}-message`} variant="body2" color="error">
                {t(p.field === 'from' ? 'hours.opensN' : 'hours.closesN', { n: p.index + 1 })}: {p.text}
              </Typography>
            ))}
          </Stack>
        )}
      </Stack>
      {!readOnly && (
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
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
            aria-haspopup="menu"
            aria-controls={copyAnchor ? menuId : undefined}
            aria-expanded={copyAnchor ? 'true' : undefined}
            aria-label={t('hours.copyOf', { day: dayName })}
          >
            {t('hours.copy')}
          </Button>
          {/* A menu: arrow keys move between the days, Space or Enter ticks one (the menu stays
              open), "Copy" applies; Escape or Tab closes it and the focus returns to the button. */}
          <Menu
            id={menuId}
            anchorEl={copyAnchor}
            open={Boolean(copyAnchor)}
            onClose={closeCopy}
            slotProps={{ list: { 'aria-label': t('hours.copyTo', { day: dayName }), dense: true } }}
          >
            <MenuItem onClick={() => setTargets(DAYS.slice(0, 5).filter((d) => d !== day))}>
              {t('hours.weekdays')}
            </MenuItem>
            <Divider />
            {others.map((d) => {
              const checked = targets.includes(d);
              return (
                <MenuItem
                  key={d}
                  role="menuitemcheckbox"
                  aria-checked={checked}
                  onClick={() => setTargets((cur) => (checked ? cur.filter((x) => x !== d) : [...cur, d]))}
                >
                  <ListItemIcon>
                    {checked ? (
                      <CheckBoxOutlined fontSize="small" color="primary" />
                    ) : (
                      <CheckBoxOutlineBlank fontSize="small" />
                    )}
                  </ListItemIcon>
                  <ListItemText>{t(`days.${d}`)}</ListItemText>
                </MenuItem>
              );
            })}
            <Divider />
            <MenuItem
              disabled={!targets.length}
              onClick={applyCopy}
              sx={{ fontWeight: 600, color: 'primary.main' }}
            >
              <ListItemIcon>
                <ContentCopyOutlined fontSize="small" color={targets.length ? 'primary' : 'inherit'} />
              </ListItemIcon>
              <ListItemText>{t('hours.applyCopy')}</ListItemText>
            </MenuItem>
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
