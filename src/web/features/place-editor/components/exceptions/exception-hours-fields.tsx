import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Button, IconButton, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Interval } from '@/contract/opening-hours';
import { formText, type Locale } from '@/domain/words/messages';
import type { DayProblem } from '@/web/features/place-editor/lib/hours-editing';
import { normalizeTypedTime } from '@/web/shared/lib/opening-hours/hours-format';

interface Props {
  hours: Interval[];
  onChange: (update: (hours: Interval[]) => Interval[]) => void;
  /** The contract's judgement of `hours`, each on its field. */
  problems: DayProblem[];
  lang: Locale;
}

/** The special hours of an exception: its intervals, each removable but the last, and "Add interval". */
export function ExceptionHoursFields({ hours, onChange, problems, lang }: Props) {
  const { t } = useTranslation();
  const setTime = (i: number, field: 'from' | 'to', v: string) =>
    onChange((cur) => cur.map((h, j) => (j === i ? { ...h, [field]: v } : h)));

  return (
    <>
      {hours.map((h, i) => (
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
            onClick={() => onChange((cur) => cur.filter((_x, j) => j !== i))}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <Button
        size="small"
        startIcon={<AddOutlined />}
        onClick={() => onChange((cur) => [...cur, { from: '13:00', to: '17:00' }])}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('hours.addInterval')}
      </Button>
    </>
  );
}
