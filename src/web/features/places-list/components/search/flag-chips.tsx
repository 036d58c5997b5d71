import { Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PLACE_FLAGS, type PlaceFlag, type PlaceSearchResult } from '@/contract/place-search';
import { LazyTooltip } from '@/web/shared/ui/lazy-tooltip';

interface Props {
  selected: readonly PlaceFlag[];
  /** Places with each flag among the matches of the other filters; unknown while loading. */
  counts: PlaceSearchResult['flagCounts'] | undefined;
  onToggle: (flag: PlaceFlag) => void;
}

/** The data-quality flags as toggles, each with how many places have it ("No image · 37"). */
export function FlagChips({ selected, counts, onToggle }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Stack
      direction="row"
      role="group"
      aria-labelledby="place-flag-filters"
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      <Typography id="place-flag-filters" variant="body2" color="textSecondary" sx={{ mr: 0.5 }}>
        {t('places.filters.quality')}
      </Typography>
      {PLACE_FLAGS.map((flag) => {
        const on = selected.includes(flag);
        const count = counts?.[flag];
        const label = t(`places.flags.${flag}.label`);
        return (
          <LazyTooltip key={flag} describeChild title={t(`places.flags.${flag}.hint`)}>
            <Chip
              size="small"
              label={
                count === undefined ? (
                  // The count's room kept while it loads (issue 47): its coming grew every chip,
                  // wrapped the row and moved the table below it down.
                  <>
                    {label}
                    <span style={{ visibility: 'hidden' }}> · 0</span>
                  </>
                ) : (
                  `${label} · ${count.toLocaleString(i18n.language)}`
                )
              }
              color={on ? 'warning' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              aria-pressed={on}
              onClick={() => onToggle(flag)}
              // Nothing to find: quieter (still readable), and still a way to undo a choice.
              sx={count === 0 && !on ? { color: 'text.secondary', borderStyle: 'dashed' } : undefined}
            />
          </LazyTooltip>
        );
      })}
    </Stack>
  );
}
