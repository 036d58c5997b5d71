import AddOutlined from '@mui/icons-material/AddOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dateLocaleOf,
  datesOf,
  describeException,
  formatExceptionItem,
  itemMessages,
  saveExceptions,
  withoutDates,
  type ExceptionItem,
} from '@/web/features/place-editor/lib/exception-list-model';
import { groupExceptions } from '@/web/features/place-editor/lib/hours-editing';
import { canEndEarly, closeTemporarily, endEarly } from '@/web/features/place-editor/lib/temporary-closure';
import type { ExceptionValue } from '@/web/features/place-editor/lib/place-form-model';
import { ExceptionDialog } from './exception-dialog';
import { ExceptionList } from './exception-list';
import { TemporaryClosureDialog } from './temporary-closure-dialog';
import { DayMarks, MarkedDay } from './marked-day';

// Exceptions to the weekly hours (holidays): a month calendar marks them, a day opens its exception,
// a date range becomes one exception per day. The list shows consecutive days with the same hours
// and reason as one item (a four-day closure is one row, edited and removed as one). Past ones stay,
// dimmed.

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
  /** The dialog: a new exception from a date, or an item being edited. */
  const [editing, setEditing] = useState<{ from: string; existing?: ExceptionItem } | null>(null);
  const [closing, setClosing] = useState(false);
  const byDate = new Map(value.map((e) => [e.date, e]));
  const items = groupExceptions(value);
  const upcoming = items.filter((g) => g.to >= today);
  const past = items.filter((g) => g.to < today);
  const locale = dateLocaleOf(i18n.language);
  const describe = (e: ExceptionValue) => describeException(e, t('hours.closedAllDay'));
  const remove = (dates: string[]) => onChange(withoutDates(value, dates));

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
      <Box>
        <DayMarks.Provider value={{ byDate, describe }}>
          <DateCalendar
            onChange={(d: Dayjs | null) => {
              if (!d || readOnly) return;
              const date = d.format('YYYY-MM-DD');
              const existing = items.find((g) => g.items.some((e) => e.date === date));
              setEditing({ from: existing?.from ?? date, existing });
            }}
            // No fade or slide between months: the fade's start read the layout of the whole
            // editor inside the commit that mounts it (~45 ms on a desktop core, four times that
            // on a phone: the editor's longest task after its fields).
            reduceAnimations
            slots={{ day: MarkedDay }}
            readOnly={readOnly}
          />
        </DayMarks.Provider>
        {zoneId && (
          <Typography variant="caption" color="textSecondary">
            {t('hours.zone', { zone: zoneId })}
          </Typography>
        )}
      </Box>
      <Stack sx={{ flexGrow: 1, minWidth: 0 }} spacing={1}>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1, fontWeight: 600 }}>
            {t('hours.upcoming')}
          </Typography>
          {!readOnly && (
            <>
              <Button size="small" onClick={() => setClosing(true)}>
                {t('hoursText.temporary.open')}
              </Button>
              <Button size="small" startIcon={<AddOutlined />} onClick={() => setEditing({ from: today })}>
                {t('hours.addException')}
              </Button>
            </>
          )}
        </Stack>
        {upcoming.length === 0 && <Typography color="textSecondary">{t('hours.noExceptions')}</Typography>}
        <ExceptionList
          items={[...upcoming, ...past]}
          today={today}
          readOnly={readOnly}
          format={(item) => formatExceptionItem(item, locale)}
          describe={(item) => describe(item.items[0]!)}
          problemsOf={(item) => itemMessages(item, value, errors).map((m) => translateError?.(m) ?? m)}
          onEdit={(item) => setEditing({ from: item.from, existing: item })}
          onRemove={(item) => remove(datesOf(item))}
          endEarly={{
            can: (item) => canEndEarly(item, today),
            run: (item) => onChange(endEarly(value, item, today)),
          }}
        />
      </Stack>
      {closing && (
        <TemporaryClosureDialog
          today={today}
          onCancel={() => setClosing(false)}
          onSave={(dates, reason) => {
            onChange(closeTemporarily(value, dates, reason));
            setClosing(false);
          }}
        />
      )}
      {editing && (
        <ExceptionDialog
          start={editing.from}
          end={editing.existing?.to}
          existing={editing.existing?.items[0]}
          onCancel={() => setEditing(null)}
          onSave={(dates, exception) => {
            onChange(saveExceptions(value, dates, exception, datesOf(editing.existing)));
            setEditing(null);
          }}
          onDelete={() => {
            remove(datesOf(editing.existing));
            setEditing(null);
          }}
        />
      )}
    </Stack>
  );
}
