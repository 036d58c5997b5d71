import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DAYS } from '@/contract/opening-hours';
import type { WeekHours } from '@/web/features/place-editor/lib/hours-editing';
import { weekBarSegments } from '@/web/shared/lib/opening-hours/hours-format';

/** A compact picture of the week: one bar per day, filled where the place is open. */
export function WeekBar({ week }: { week: WeekHours }) {
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
          <Typography variant="caption" color="textSecondary">
            {t(`days.${day}`).slice(0, 2)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
