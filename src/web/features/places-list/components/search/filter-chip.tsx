import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Cancel from '@mui/icons-material/Cancel';
import { Box, Chip, CircularProgress, Popover } from '@mui/material';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '@/web/shared/lib/use-opened-once';

interface Props {
  /** The filter's name ("Type"). */
  name: string;
  /** What is chosen ("Type: Parcel box"), or nothing when the filter is not set. */
  value: string | undefined;
  onClear: () => void;
  /** The chooser, told how to close itself (after a choice that needs no more). */
  children: (close: () => void) => ReactNode;
}

/**
 * One filter as a chip: it opens its chooser in a popover; once set it shows the choice, and its
 * cross (or Backspace/Delete on the focused chip) removes the filter.
 */
export function FilterChip({ name, value, onClear, children }: Props) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const close = () => setAnchor(null);
  const active = value !== undefined;
  const mounted = useOpenedOnce(Boolean(anchor));
  return (
    <>
      <Chip
        label={value ?? name}
        color={active ? 'primary' : 'default'}
        variant={active ? 'filled' : 'outlined'}
        icon={active ? undefined : <ArrowDropDown />}
        onClick={(e) => setAnchor(e.currentTarget)}
        onDelete={active ? onClear : undefined}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? popoverId : undefined}
        deleteIcon={<Cancel aria-label={t('places.filters.remove', { name })} />}
        sx={{ maxWidth: 320 }}
      />
      {mounted && (
        <Popover
          id={popoverId}
          open={Boolean(anchor)}
          anchorEl={anchor}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          slotProps={{ paper: { role: 'dialog', 'aria-label': name, sx: { mt: 0.5, minWidth: 240 } } }}
        >
          {/* The choosers are a lazy chunk (filter-choosers.ts), usually fetched already. */}
          <Suspense
            fallback={
              <Box sx={{ p: 2, display: 'flex', justifyContent: 'center' }}>
                <CircularProgress size={24} aria-label={t('common.loading')} />
              </Box>
            }
          >
            {children(close)}
          </Suspense>
        </Popover>
      )}
    </>
  );
}
