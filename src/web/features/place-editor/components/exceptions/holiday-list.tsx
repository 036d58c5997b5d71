import { Box, Button, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PublicHoliday } from '@/web/shared/lib/opening-hours/hours-holidays-type';
import { formatExceptionDate } from '@/web/features/place-editor/lib/exception-list-model';

// The coming year's public holidays of the place's country beside the exceptions: each can be added
// as a closed day with its name as the reason, or all at once.

interface Props {
  holidays: PublicHoliday[];
  /** Dates that have an exception already. */
  taken: ReadonlySet<string>;
  country: string;
  state?: string;
  known: boolean;
  locale: string;
  readOnly: boolean;
  onAdd: (holidays: PublicHoliday[]) => void;
}

export function HolidayList({ holidays, taken, country, state, known, locale, readOnly, onAdd }: Props) {
  const { t } = useTranslation();
  const missing = holidays.filter((h) => !taken.has(h.date));
  if (!known) {
    return (
      <Typography variant="body2" color="textSecondary">
        {t('hoursText.holidays.unknown', { country })}
      </Typography>
    );
  }
  return (
    <Box component="section" aria-labelledby="holidays-title">
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography id="holidays-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('hoursText.holidays.title')}
          </Typography>
          <Typography variant="caption" color="textSecondary">
            {t('hoursText.holidays.source', { country, state: state ? ` (${state})` : '' })}
          </Typography>
        </Box>
        {!readOnly &&
          (missing.length > 0 ? (
            <Button size="small" variant="outlined" onClick={() => onAdd(missing)}>
              {t('hoursText.holidays.addAll')}
            </Button>
          ) : (
            <Typography variant="body2" color="textSecondary">
              {t('hoursText.holidays.allAdded')}
            </Typography>
          ))}
      </Stack>
      {/* Scrolls: reachable by keyboard. */}
      <List dense aria-labelledby="holidays-title" tabIndex={0} sx={{ maxHeight: 280, overflow: 'auto' }}>
        {holidays.map((h) => {
          const date = formatExceptionDate(h.date, locale);
          return (
            <ListItem
              key={h.date}
              secondaryAction={
                taken.has(h.date) ? (
                  <Chip size="small" label={t('hoursText.holidays.added')} />
                ) : (
                  !readOnly && (
                    <Button
                      size="small"
                      onClick={() => onAdd([h])}
                      aria-label={t('hoursText.holidays.addOf', { name: h.name, date })}
                    >
                      {t('hoursText.holidays.add')}
                    </Button>
                  )
                )
              }
            >
              <ListItemText primary={h.name} secondary={date} />
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
