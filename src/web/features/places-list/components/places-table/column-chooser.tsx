import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  Popover,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_COLUMN_PREFS,
  FIXED_COLUMN,
  moveColumn,
  toggleColumn,
  type ColumnPrefs,
} from '@/web/features/places-list/lib/column-prefs';
import { COLUMN_DEFS } from './place-cells';
import { useOpenedOnce } from '@/web/shared/lib/use-opened-once';

interface Props {
  prefs: ColumnPrefs;
  onChange: (prefs: ColumnPrefs) => void;
}

/** Which columns the table shows and in which order: a box to tick and arrows to move each. */
export function ColumnChooser({ prefs, onChange }: Props) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const mounted = useOpenedOnce(Boolean(anchor));
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ViewColumnOutlined />}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('places.columnChooser.button')}
      </Button>
      {mounted && (
        <Popover
          open={Boolean(anchor)}
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: 1.5, minWidth: 280 } } }}
        >
          <Typography id={titleId} variant="subtitle2" sx={{ mb: 0.5 }}>
            {t('places.columnChooser.title')}
          </Typography>
          {prefs.order.map((column, i) => {
            const name = t(COLUMN_DEFS[column].label);
            const fixed = column === FIXED_COLUMN;
            return (
              <Stack key={column} direction="row" sx={{ alignItems: 'center' }}>
                <FormControlLabel
                  sx={{ flexGrow: 1, mr: 1 }}
                  control={
                    <Checkbox
                      size="small"
                      checked={!prefs.hidden.includes(column)}
                      disabled={fixed}
                      onChange={() => onChange(toggleColumn(prefs, column))}
                    />
                  }
                  label={
                    <Box>
                      <Typography variant="body2">{name}</Typography>
                      {(fixed || column === 'flags') && (
                        <Typography variant="caption" color="textSecondary">
                          {t(fixed ? 'places.columnChooser.alwaysShown' : 'places.flags.onlyWhenSearching')}
                        </Typography>
                      )}
                    </Box>
                  }
                />
                {!fixed && (
                  <>
                    <Tooltip title={t('places.columnChooser.moveUp', { name })}>
                      <span>
                        <IconButton
                          size="small"
                          aria-label={t('places.columnChooser.moveUp', { name })}
                          disabled={i <= 1}
                          onClick={() => onChange(moveColumn(prefs, column, -1))}
                        >
                          <ArrowUpward fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={t('places.columnChooser.moveDown', { name })}>
                      <span>
                        <IconButton
                          size="small"
                          aria-label={t('places.columnChooser.moveDown', { name })}
                          disabled={i === prefs.order.length - 1}
                          onClick={() => onChange(moveColumn(prefs, column, 1))}
                        >
                          <ArrowDownward fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </>
                )}
              </Stack>
            );
          })}
          <Button size="small" sx={{ mt: 1 }} onClick={() => onChange(DEFAULT_COLUMN_PREFS)}>
            {t('places.columnChooser.reset')}
          </Button>
        </Popover>
      )}
    </>
  );
}
