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
import { formText, type Locale } from '../../../../contract/messages';
import { fieldId } from '../lib/field-ids';
import { dayProblems, expandDateRange, groupExceptions, type ExceptionGroup } from '../lib/hours-editing';
import { normalizeTypedTime } from '../lib/hours-format';
import type { ExceptionValue } from '../lib/place-form-model';

// Exceptions to the weekly hours (holidays): a month calendar marks them, a day opens its exception,
// a date range becomes one exception per day. The list shows consecutive days with the same hours
// and reason as one item (a four-day closure is one row, edited and removed as one). Past ones stay,
// dimmed.

type Group = ExceptionGroup<ExceptionValue>;

interface Props {
  value: ExceptionValue[];
  onChange: (exceptions: ExceptionValue[]) => void;
  readOnly: boolean;
  zoneId: string | undefined;
  today: string;
  /** Errors of the form (by index of `value`), shown on their item. */
  errors?: ({ [field: string]: unknown } | undefined)[];
  translateError?: (message: string | undefined) => string | undefined;
}

export function ExceptionsSection({
  value,
  onChange,
  readOnly,
  zoneId,
  today,
  errors,
  translateError,
}: Props) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState<{ from: string; existing?: Group } | null>(null);
  const byDate = new Map(value.map((e) => [e.date, e]));
  const groups = groupExceptions(value);
  const upcoming = groups.filter((g) => g.to >= today);
  const past = groups.filter((g) => g.to < today);
  const locale = i18n.language === 'cs' ? 'cs-CZ' : 'en-GB';
  const fmt = (date: string) =>
    new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(new Date(`${date}T12:00:00Z`));
  /** One date with its weekday; a range in one month as "24–27 Dec 2026", else "30 Dec 2026 – 2 Jan 2027". */
  const fmtGroup = (g: Group) => {
    if (g.from === g.to) return fmt(g.from);
    const [a, b] = [new Date(`${g.from}T12:00:00Z`), new Date(`${g.to}T12:00:00Z`)];
    const full = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
    if (g.from.slice(0, 7) === g.to.slice(0, 7))
      return `${new Intl.DateTimeFormat(locale, { day: 'numeric' }).format(a)}–${full.format(b)}`;
    return full.formatRange(a, b);
  };
  const describe = (e: ExceptionValue) =>
    `${e.hours.length ? e.hours.map((h) => `${h.from}–${h.to}`).join(', ') : t('hours.closedAllDay')}${e.reason ? ` · ${e.reason}` : ''}`;
  const groupErrors = (g: Group) =>
    g.items.flatMap((item) => {
      const e = errors?.[value.indexOf(item)];
      return e ? collectMessages(e).map((m) => translateError?.(m) ?? m) : [];
    });
  const dates = (g: Group) => g.items.map((e) => e.date);

  /** Saves the dialog's exception for `dates`, replacing the item that was edited (`replacing`). */
  const save = (dates: string[], exception: Omit<ExceptionValue, 'date'>, replacing: string[] = []) => {
    const rest = value.filter((e) => !dates.includes(e.date) && !replacing.includes(e.date));
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
            onChange={(d: Dayjs | null) => {
              if (!d || readOnly) return;
              const date = d.format('YYYY-MM-DD');
              const existing = groups.find((g) => g.items.some((e) => e.date === date));
              setEditing({ from: existing?.from ?? date, existing });
            }}
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
        <List dense aria-label={t('hours.upcoming')} id={fieldId('exceptions')} tabIndex={-1}>
          {[...upcoming, ...past].map((g) => {
            const problems = groupErrors(g);
            const id = fieldId(`exception.${g.from}`);
            return (
              <ListItem
                key={g.from}
                sx={{ opacity: g.to < today ? 0.55 : 1 }}
                secondaryAction={
                  !readOnly && (
                    <IconButton
                      edge="end"
                      aria-label={t('hours.removeException', { date: fmtGroup(g) })}
                      onClick={() => onChange(value.filter((x) => !dates(g).includes(x.date)))}
                    >
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  )
                }
              >
                <ListItemText
                  primary={
                    <Button
                      id={id}
                      variant="text"
                      size="small"
                      disabled={readOnly}
                      onClick={() => setEditing({ from: g.from, existing: g })}
                      aria-describedby={problems.length ? `${id}-message` : undefined}
                      sx={{ p: 0, minWidth: 0, color: 'text.primary', fontWeight: 600, textAlign: 'left' }}
                    >
                      {fmtGroup(g)}
                      {g.to < today ? ` (${t('hours.past')})` : ''}
                    </Button>
                  }
                  secondary={
                    <>
                      {describe(g.items[0]!)}
                      {problems.length > 0 && (
                        <Typography
                          component="span"
                          id={`${id}-message`}
                          color="error"
                          sx={{ display: 'block' }}
                        >
                          {problems.join(' · ')}
                        </Typography>
                      )}
                    </>
                  }
                />
              </ListItem>
            );
          })}
        </List>
      </Stack>
      {editing && (
        <ExceptionDialog
          start={editing.from}
          end={editing.existing?.to}
          existing={editing.existing?.items[0]}
          onCancel={() => setEditing(null)}
          onSave={(dates, exception) =>
            save(dates, exception, editing.existing ? editing.existing.items.map((e) => e.date) : [])
          }
          onDelete={() => {
            const remove = editing.existing ? editing.existing.items.map((e) => e.date) : [];
            onChange(value.filter((x) => !remove.includes(x.date)));
            setEditing(null);
          }}
        />
      )}
    </Stack>
  );
}

interface DialogProps {
  start: string;
  /** The last date of the item edited (a range), else the start. */
  end?: string;
  existing?: ExceptionValue;
  onCancel: () => void;
  onSave: (dates: string[], exception: Omit<ExceptionValue, 'date'>) => void;
  onDelete: () => void;
}

function ExceptionDialog({ start, end, existing, onCancel, onSave, onDelete }: DialogProps) {
  const { t, i18n } = useTranslation();
  const lang: Locale = i18n.language === 'cs' ? 'cs' : 'en';
  const id = useId();
  const [from, setFrom] = useState(start);
  const [to, setTo] = useState(end ?? start);
  const [mode, setMode] = useState<'closed' | 'hours'>(existing?.hours.length ? 'hours' : 'closed');
  const [hours, setHours] = useState(
    existing?.hours.length ? existing.hours : [{ from: '09:00', to: '12:00' }],
  );
  const [reason, setReason] = useState(existing?.reason ?? '');
  const dates = expandDateRange(from, to || from);
  const problems = mode === 'hours' ? dayProblems(hours) : [];
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
                  ? formText({ key: !from || !to ? 'date' : 'dateRange' }, lang)
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
                      helperText={problem ? formText(problem.message, lang) : undefined}
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
          <Button color="error" onClick={onDelete} sx={{ mr: 'auto' }}>
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

/** Every message in a part of react-hook-form's errors. */
function collectMessages(errors: unknown): string[] {
  if (!errors || typeof errors !== 'object') return [];
  return Object.entries(errors as Record<string, unknown>).flatMap(([key, v]) =>
    key === 'message' && typeof v === 'string' ? [v] : key === 'ref' ? [] : collectMessages(v),
  );
}

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
