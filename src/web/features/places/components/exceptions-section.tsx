import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import {
  Badge,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import type { Dayjs } from 'dayjs';
import { createContext, useContext, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expandDateRange, normalizeTypedTime, validateDay } from '../lib/opening-hours';
import type { ExceptionValue } from '../lib/place-form-model';

// Exceptions to the weekly hours (holidays): a month calendar marks them, a day opens its exception,
// a date range becomes one exception per day. Past exceptions stay, dimmed.

interface Props {
  value: ExceptionValue[];
  onChange: (exceptions: ExceptionValue[]) => void;
  readOnly: boolean;
  zoneId: string | undefined;
  today: string;
}

export function ExceptionsSection({ value, onChange, readOnly, zoneId, today }: Props) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState<{ from: string; existing?: ExceptionValue } | null>(null);
  const byDate = new Map(value.map((e) => [e.date, e]));
  const sorted = [...value].sort((a, b) => a.date.localeCompare(b.date));
  const upcoming = sorted.filter((e) => e.date >= today);
  const past = sorted.filter((e) => e.date < today);
  const fmt = (date: string) =>
    new Intl.DateTimeFormat(i18n.language === 'cs' ? 'cs-CZ' : 'en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(new Date(`${date}T12:00:00Z`));
  const describe = (e: ExceptionValue) =>
    `${e.hours.length ? e.hours.map((h) => `${h.from}–${h.to}`).join(', ') : t('hours.closedAllDay')}${e.reason ? ` · ${e.reason}` : ''}`;

  const save = (dates: string[], exception: Omit<ExceptionValue, 'date'>) => {
    const rest = value.filter((e) => !dates.includes(e.date));
    onChange(
      [...rest, ...dates.map((date) => ({ date, ...exception }))].sort((a, b) =>
        a.date.localeCompare(b.date),
      ),
    );
    setEditing(null);
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
      <Box>
        <DayMarks.Provider value={{ byDate, describe }}>
          <DateCalendar
            onChange={(d: Dayjs | null) =>
              d &&
              !readOnly &&
              setEditing({ from: d.format('YYYY-MM-DD'), existing: byDate.get(d.format('YYYY-MM-DD')) })
            }
            slots={{ day: MarkedDay }}
            readOnly={readOnly}
          />
        </DayMarks.Provider>
        {zoneId && (
          <Typography variant="caption" color="text.secondary">
            {t('hours.zone', { zone: zoneId })}
          </Typography>
        )}
      </Box>
      <Stack sx={{ flexGrow: 1, minWidth: 0 }} spacing={1}>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle1" sx={{ flexGrow: 1, fontWeight: 600 }}>
            {t('hours.upcoming')}
          </Typography>
          {!readOnly && (
            <Button size="small" startIcon={<AddOutlined />} onClick={() => setEditing({ from: today })}>
              {t('hours.addException')}
            </Button>
          )}
        </Stack>
        {upcoming.length === 0 && <Typography color="text.secondary">{t('hours.noExceptions')}</Typography>}
        <List dense aria-label={t('hours.upcoming')}>
          {[...upcoming, ...past].map((e) => (
            <ListItem
              key={e.date}
              sx={{ opacity: e.date < today ? 0.55 : 1 }}
              secondaryAction={
                !readOnly && (
                  <IconButton
                    edge="end"
                    aria-label={t('hours.removeException', { date: fmt(e.date) })}
                    onClick={() => onChange(value.filter((x) => x.date !== e.date))}
                  >
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                )
              }
            >
              <ListItemText
                primary={
                  <Button
                    variant="text"
                    size="small"
                    disabled={readOnly}
                    onClick={() => setEditing({ from: e.date, existing: e })}
                    sx={{ p: 0, minWidth: 0, color: 'text.primary', fontWeight: 600, textAlign: 'left' }}
                  >
                    {fmt(e.date)}
                    {e.date < today ? ` (${t('hours.past')})` : ''}
                  </Button>
                }
                secondary={describe(e)}
              />
            </ListItem>
          ))}
        </List>
      </Stack>
      {editing && (
        <ExceptionDialog
          start={editing.from}
          existing={editing.existing}
          onCancel={() => setEditing(null)}
          onSave={save}
          onDelete={(date) => {
            onChange(value.filter((x) => x.date !== date));
            setEditing(null);
          }}
        />
      )}
    </Stack>
  );
}

interface DialogProps {
  start: string;
  existing?: ExceptionValue;
  onCancel: () => void;
  onSave: (dates: string[], exception: Omit<ExceptionValue, 'date'>) => void;
  onDelete: (date: string) => void;
}

function ExceptionDialog({ start, existing, onCancel, onSave, onDelete }: DialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [from, setFrom] = useState(start);
  const [to, setTo] = useState(start);
  const [mode, setMode] = useState<'closed' | 'hours'>(existing?.hours.length ? 'hours' : 'closed');
  const [hours, setHours] = useState(
    existing?.hours.length ? existing.hours : [{ from: '09:00', to: '12:00' }],
  );
  const [reason, setReason] = useState(existing?.reason ?? '');
  const dates = expandDateRange(from, to || from);
  const problems = mode === 'hours' ? validateDay(hours) : [];
  const invalid = !dates.length || problems.length > 0;
  const setTime = (i: number, field: 'from' | 'to', v: string) =>
    setHours((cur) => cur.map((h, j) => (j === i ? { ...h, [field]: v } : h)));

  return (
    <Dialog open onClose={onCancel} aria-labelledby={`${id}-title`} fullWidth maxWidth="xs">
      <DialogTitle id={`${id}-title`}>
        {existing ? t('hours.editException') : t('hours.addException')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction="row" spacing={1}>
            <TextField
              label={t('hours.fromDate')}
              type="date"
              value={from}
              onChange={(e) => {
                setFrom(e.target.value);
                if (to < e.target.value) setTo(e.target.value);
              }}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
            <TextField
              label={t('hours.toDate')}
              type="date"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
              error={!dates.length}
              helperText={
                !dates.length
                  ? t('hours.rangeInvalid')
                  : dates.length > 1
                    ? t('hours.days', { count: dates.length })
                    : undefined
              }
            />
          </Stack>
          <RadioGroup
            value={mode}
            onChange={(e) => setMode(e.target.value as 'closed' | 'hours')}
            aria-label={t('hours.exceptionKind')}
          >
            <FormControlLabel value="closed" control={<Radio />} label={t('hours.closedAllDay')} />
            <FormControlLabel value="hours" control={<Radio />} label={t('hours.specialHours')} />
          </RadioGroup>
          {mode === 'hours' &&
            hours.map((h, i) => (
              <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                {(['from', 'to'] as const).map((field) => {
                  const problem = problems.find((p) => p.index === i && p.field === field);
                  return (
                    <TextField
                      key={field}
                      size="small"
                      label={t(field === 'from' ? 'hours.opensShort' : 'hours.closesShort')}
                      value={h[field]}
                      onChange={(e) => setTime(i, field, e.target.value)}
                      onBlur={(e) => {
                        const n = normalizeTypedTime(e.target.value);
                        if (n) setTime(i, field, n);
                      }}
                      error={Boolean(problem)}
                      helperText={problem ? t(`hours.problem.${problem.code}`) : undefined}
                      sx={{ width: 120 }}
                    />
                  );
                })}
                <IconButton
                  aria-label={t('hours.removeInterval')}
                  disabled={hours.length === 1}
                  onClick={() => setHours((cur) => cur.filter((_x, j) => j !== i))}
                >
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </Stack>
            ))}
          {mode === 'hours' && (
            <Button
              size="small"
              startIcon={<AddOutlined />}
              onClick={() => setHours((cur) => [...cur, { from: '13:00', to: '17:00' }])}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('hours.addInterval')}
            </Button>
          )}
          <TextField
            label={t('hours.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder={t('hours.reasonPlaceholder')}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        {existing && (
          <Button color="error" onClick={() => onDelete(existing.date)} sx={{ mr: 'auto' }}>
            {t('common.delete')}
          </Button>
        )}
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={invalid}
          onClick={() => onSave(dates, { hours: mode === 'hours' ? hours : [], reason })}
        >
          {t('hours.applyException')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Today's date (YYYY-MM-DD) in the place's own time zone. */
export const todayIn = (zoneId: string | undefined) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zoneId || undefined }).format(new Date());

const DayMarks = createContext<{
  byDate: Map<string, ExceptionValue>;
  describe: (e: ExceptionValue) => string;
}>({
  byDate: new Map(),
  describe: () => '',
});

/** A calendar day with a dot when an exception falls on it (red: closed, orange: special hours). */
function MarkedDay(props: PickerDayProps) {
  const { byDate, describe } = useContext(DayMarks);
  const day = props.day as Dayjs;
  const exception = byDate.get(day.format('YYYY-MM-DD'));
  return (
    <Badge
      overlap="circular"
      variant="dot"
      color={exception?.hours.length ? 'warning' : 'error'}
      invisible={!exception || props.outsideCurrentMonth}
    >
      <PickerDay
        {...props}
        aria-label={exception ? `${day.format('LL')}: ${describe(exception)}` : undefined}
      />
    </Badge>
  );
}
