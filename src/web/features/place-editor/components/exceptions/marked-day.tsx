import { Badge } from '@mui/material';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import type { Dayjs } from 'dayjs';
import { createContext, useContext } from 'react';
import type { ExceptionValue } from '@/web/features/place-editor/lib/place-form-model';

// The calendar renders its days itself: the exceptions reach them through a context.

interface Marks {
  byDate: Map<string, ExceptionValue>;
  describe: (e: ExceptionValue) => string;
}

export const DayMarks = createContext<Marks>({ byDate: new Map(), describe: () => '' });

/** A calendar day with a dot when an exception falls on it (red: closed, orange: special hours). */
export function MarkedDay(props: PickerDayProps) {
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
