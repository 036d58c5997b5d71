import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Day } from '@/contract/opening-hours';
import { removeInterval, type WeekHours } from '@/web/features/place-editor/lib/hours-editing';
import {
  dayFieldProblems,
  overnightOf,
  setIntervalTime,
  timeFieldId,
  type DayErrors,
  type FieldProblem,
  type TimeField as Field,
  type Translate,
} from '@/web/features/place-editor/lib/hours-grid-model';
import { splitOvernight } from '@/domain/hours-text/overnight';
import { DayActions } from './day-actions';
import { TimeField } from './time-field';

interface Props {
  day: Day;
  week: WeekHours;
  errors: DayErrors[Day];
  readOnly: boolean;
  onChange: (week: WeekHours) => void;
  onBlur?: () => void;
  translateError: Translate;
}

/** One day of the week: its intervals, its problems under them, and its buttons. */
export function DayRow({ day, week, errors, readOnly, onChange, onBlur, translateError }: Props) {
  const { t } = useTranslation();
  const dayName = t(`days.${day}`);
  const intervals = week[day];
  const { problems, dayMessage } = dayFieldProblems(day, intervals.length, errors, translateError);
  const overnight = overnightOf(week, day);

  const time = (index: number, field: Field) => {
    const id = timeFieldId(day, index, field);
    const problem = problems.find((p) => p.index === index && p.field === field);
    return (
      <TimeField
        id={id}
        label={t(field === 'from' ? 'hours.opens' : 'hours.closes', { day: dayName, n: index + 1 })}
        value={intervals[index]?.[field] ?? ''}
        describedBy={problem ? `${id}-message` : undefined}
        readOnly={readOnly}
        onTime={(value) => onChange(setIntervalTime(week, day, index, field, value))}
        onLeave={(value) => {
          // Closing before it opens, once the closing time is left: a night past midnight.
          const typed = setIntervalTime(week, day, index, field, value);
          const next = field === 'to' ? splitOvernight(typed, day, index) : typed;
          if (JSON.stringify(next) !== JSON.stringify(week)) onChange(next);
        }}
        onBlur={onBlur}
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
          <Typography color="textSecondary" sx={{ pt: 1 }}>
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
        {overnight && (
          <Typography variant="body2" color="textSecondary">
            {t('hoursText.overnight', { ...overnight, day: t(`days.${overnight.next}`) })}
          </Typography>
        )}
        <DayProblems problems={problems} dayMessage={dayMessage} />
      </Stack>
      {!readOnly && <DayActions day={day} week={week} onChange={onChange} />}
    </Stack>
  );
}

/**
 * The day's problems in a row of their own (the time fields are too narrow for a sentence), each
 * naming its field, which points to it with aria-describedby.
 */
function DayProblems({ problems, dayMessage }: { problems: FieldProblem[]; dayMessage: string | undefined }) {
  const { t } = useTranslation();
  if (problems.length === 0 && !dayMessage) return null;
  return (
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
  );
}
