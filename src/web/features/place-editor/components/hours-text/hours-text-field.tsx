import { Alert, Stack, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_TEXT_LENGTH,
  readHoursText,
  type HoursPlace,
  type TextDate,
  type TextReading,
  type TextWarning,
} from '@/domain/hours-text/hours-text';
import { writeHoursText } from '@/domain/hours-text/write-hours-text';
import { textWarningWords } from '@/domain/words/hours-text-words';
import type { DayNames } from '@/domain/hours-text/day-names';
import type { WeekHours } from '@/web/features/place-editor/lib/hours-editing';
import { dateLocaleOf, formatExceptionDate } from '@/web/features/place-editor/lib/exception-list-model';
import { growsWithText } from '@/web/shared/ui/grows-with-text';

// The week as one line of OpenStreetMap opening_hours text beside the grid, both ways: a valid text
// fills the grid as soon as typing pauses; an edit of the grid rewrites the text. Bad text is
// reported at the field and leaves the grid as it is. Dates the text sets apart (`Dec 24 off`, the
// holidays of `PH off`) go to the exceptions. The text is read at the place (its pin and country):
// a text whose sun times or holidays need it waits for it, and is read again when it moves.

interface Props {
  week: WeekHours;
  onChange: (week: WeekHours) => void;
  /** Every coming holiday is a closed exception: the text says `PH off`. */
  holidaysClosed: boolean;
  /**
   * The text sets dates apart from the week (`Dec 24 off`, `PH off`): add them as exceptions, and
   * take away those the text it replaced added (`replaced`), so that no date outlives the text that
   * made it. Returns the dates it added (not those that had an exception already).
   */
  onDates: (dates: TextDate[], replaced: TextDate[]) => TextDate[];
  /** Where the place is: its country always, its coordinates once the pin is set. */
  place: HoursPlace;
  /** Czech or Slovak day names, when the interface or the place's country says so. */
  dayNames?: DayNames;
  /** The place's local date: the week read when the text differs between weeks. */
  today: string;
  readOnly: boolean;
}

const PAUSE_MS = 350;

export function HoursTextField({
  week,
  onChange,
  holidaysClosed,
  onDates,
  place,
  dayNames,
  today,
  readOnly,
}: Props) {
  const { t, i18n } = useTranslation();
  const locale = dateLocaleOf(i18n.language);
  const [text, setText] = useState(() => writeHoursText(week, holidaysClosed));
  const [reading, setReading] = useState<TextReading | null>(null);
  /** The week last filled from the text: its echo from the form must not rewrite what is typed. */
  const applied = useRef<string | null>(null);
  /** What the user typed last (null after the grid wrote the text). */
  const typed = useRef<string | null>(null);
  /** The dates the text last read added as exceptions. */
  const produced = useRef<TextDate[]>([]);

  const weekKey = JSON.stringify(week);
  useEffect(() => {
    if (applied.current === weekKey) return;
    applied.current = null;
    typed.current = null;
    setText(writeHoursText(JSON.parse(weekKey) as WeekHours, holidaysClosed));
    setReading(null);
  }, [weekKey, holidaysClosed]);

  // The text typed is read again where the place moves (another country's holidays, its sun).
  const placeKey = JSON.stringify(place);
  useEffect(() => {
    if (typed.current === null) return;
    const value = typed.current;
    const timer = setTimeout(() => {
      const result = readHoursText(value, today, { place: JSON.parse(placeKey) as HoursPlace, dayNames });
      setReading(result);
      if (!result.ok) return;
      applied.current = JSON.stringify(result.week);
      onChange(result.week);
      if (result.dates.length || produced.current.length)
        produced.current = onDates(result.dates, produced.current);
    }, PAUSE_MS);
    return () => clearTimeout(timer);
    // Runs for each text typed and place; the callbacks of the moment are the right ones.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, placeKey, dayNames]);

  // Waiting for the pin is no mistake of the text: said in the helper line, not as an error.
  const error =
    reading && !reading.ok && reading.reason !== 'empty' && reading.reason !== 'needs_pin'
      ? errorText(reading, t)
      : undefined;
  const all = reading?.ok ? reading.warnings : [];
  // Dates handed to the exceptions are news, not a problem: said apart from the warnings.
  const notes = all.filter((w) => w.code === 'dates');
  const warnings = all.filter((w) => w.code !== 'dates');
  return (
    <Stack spacing={1}>
      <TextField
        label={t('hoursText.label')}
        value={text}
        onChange={(e) => {
          typed.current = e.target.value;
          setText(e.target.value);
        }}
        fullWidth
        error={!!error}
        helperText={
          error ??
          (reading?.ok && reading.dayNames
            ? t(`hoursText.dayNames.${reading.dayNames}`)
            : reading && !reading.ok && reading.reason === 'needs_pin'
              ? t('hoursText.error.needs_pin')
              : t('hoursText.help'))
        }
        {...growsWithText(
          { minRows: 1, maxRows: 4, fallbackRows: 2 },
          {
            input: { readOnly, spellCheck: false, sx: { fontFamily: 'monospace' } },
            htmlInput: { 'data-testid': 'hours-text', maxLength: MAX_TEXT_LENGTH * 20 },
          },
        )}
      />
      {notes.map((w) => (
        <Alert key={w.code} severity="info" role="status">
          {warningText(w, t, locale)}
          {/* Each date by name: no exception is added that is not shown where it was typed. */}
          <Stack component="ul" sx={{ m: 0, pl: 2 }}>
            {(reading?.ok ? reading.dates : []).map((d) => (
              <li key={d.date}>
                {formatExceptionDate(d.date, locale)}:{' '}
                {d.hours.length
                  ? d.hours.map((i) => `${i.from}–${i.to}`).join(', ')
                  : t('hours.closedAllDay')}
              </li>
            ))}
          </Stack>
        </Alert>
      ))}
      {warnings.length > 0 && (
        <Alert severity="warning" role="status">
          <Stack component="ul" sx={{ m: 0, pl: 2 }}>
            {warnings.map((w, k) => (
              <li key={k}>{warningText(w, t, locale)}</li>
            ))}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

type T = (key: string, options?: Record<string, unknown>) => string;

function errorText(reading: Extract<TextReading, { ok: false }>, t: T): string {
  if (reading.reason === 'too_long') return t('hoursText.error.too_long', { max: MAX_TEXT_LENGTH });
  if (reading.reason === 'no_holidays' || reading.reason === 'unreadable')
    return t(`hoursText.error.${reading.reason}`, { detail: reading.near ?? '' });
  return reading.near
    ? t('hoursText.error.syntax', { near: reading.near })
    : t('hoursText.error.syntaxAnywhere');
}

/** A warning in words; `count|date` of a week that does not hold the year: how many days differ, from when. */
function warningText(w: TextWarning, t: T, locale: string): string {
  // The package's hints, comments, uncertain hours and day names: the domain's words, shared with
  // the import, never the package's developer English (issue 43).
  if (['checker', 'read_as', 'comment', 'unknown', 'day_names'].includes(w.code))
    return textWarningWords(w, locale.startsWith('cs') ? 'cs' : 'en');
  if ((w.code === 'varies' || w.code === 'variable_times') && w.detail) {
    const [count, date] = w.detail.split('|');
    return t(`hoursText.warn.${w.code}Days`, {
      count: Number(count),
      date: formatExceptionDate(date!, locale),
    });
  }
  return t(`hoursText.warn.${w.code}`, {
    detail: w.detail ?? '',
    ...(w.code === 'dates' ? { count: Number(w.detail) } : {}),
  });
}
