import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PlaceSelection } from './use-place-selection';

interface Props {
  selection: PlaceSelection;
  /** Places matching the current filter (all of the e-shop without one). */
  total: number;
  onBulk: () => void;
}

/** How many places are selected, "select all N matching this filter", and the bulk action. */
export default function SelectionBar({ selection, total, onBulk }: Props) {
  const { t, i18n } = useTranslation();
  if (!selection.count) return null;
  const n = (count: number) => count.toLocaleString(i18n.language);
  return (
    <Paper
      variant="outlined"
      role="region"
      aria-label={t('bulk.selection')}
      // Paper-coloured with a primary edge: text buttons on a grey tint fall short of AA contrast.
      sx={{ px: 2, py: 1, borderColor: 'primary.main', borderWidth: 2 }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }} aria-live="polite">
          {selection.area
            ? t('bulk.areaSelected', { count: selection.count, n: n(selection.count) })
            : selection.all
              ? t('bulk.allSelected', { count: total, n: n(total) })
              : t('bulk.selected', { count: selection.count, n: n(selection.count) })}
        </Typography>
        {!selection.all && total > selection.count && (
          <Button size="small" onClick={selection.selectAll}>
            {t('bulk.selectAll', { count: total, n: n(total) })}
          </Button>
        )}
        <Button size="small" onClick={selection.clear}>
          {t('bulk.clear')}
        </Button>
        <Stack sx={{ flexGrow: 1 }} />
        <Button variant="contained" size="small" onClick={onBulk}>
          {t('bulk.change')}
        </Button>
      </Stack>
    </Paper>
  );
}
