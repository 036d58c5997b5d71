import SearchOutlined from '@mui/icons-material/SearchOutlined';
import {
  Box,
  Button,
  IconButton,
  InputAdornment,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { GeocodeCandidate } from '@/contract/desk/geocoding';
import { visuallyHidden } from '@/web/shared/ui/visually-hidden';
import { useGeocodeSearch } from '@/web/features/place-editor/api/geocoding';
import type { PlaceFormValues } from '@/web/features/place-editor/lib/place-form-model';
import { geocodeErrorText } from './geocode-error';
import { useFormPin } from './use-form-pin';

/** The address typed in the form, as one line: `Vodičkova 12, 110 00 Praha`. */
export function addressLine(values: PlaceFormValues): string {
  const l = values.location;
  const town = [l.zipCode.trim(), l.city.trim()].filter(Boolean).join(' ');
  return [l.line1.trim(), town].filter(Boolean).join(', ');
}

/**
 * "Find on map" (issue 46): a typed address (or the form's, with one button) to candidates, each
 * with its precision in words; picking one moves the pin there as the user's own change.
 */
export function AddressFinder() {
  const { t } = useTranslation();
  const form = useFormContext<PlaceFormValues>();
  const { moveTo } = useFormPin();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [moved, setMoved] = useState('');
  const countryCode = form.getValues('countryCode');
  const search = useGeocodeSearch(
    asked
      ? { q: asked, countryCode: /^[A-Z]{2}$/.test(countryCode) ? countryCode : undefined, limit: 5 }
      : null,
  );
  const ask = (q: string) => {
    setMoved('');
    setAsked(q.trim() || null);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    // Enter searches here; it must not submit the editor's form.
    if (e.key !== 'Enter') return;
    e.preventDefault();
    ask(text);
  };
  const pick = (c: GeocodeCandidate) => {
    moveTo(c);
    setMoved(t('geocoding.moved', { label: c.label }));
  };
  const candidates = search.data?.candidates ?? [];
  const status = !asked
    ? ''
    : search.isFetching
      ? t('geocoding.searching')
      : search.error
        ? geocodeErrorText(search.error, t)
        : candidates.length === 0
          ? t('geocoding.nothing', { q: asked })
          : t('geocoding.found', { count: candidates.length });

  return (
    <Stack spacing={1} component="section" aria-labelledby="address-finder-title">
      <Typography id="address-finder-title" variant="subtitle2" component="h3">
        {t('geocoding.findTitle')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          fullWidth
          label={t('geocoding.findLabel')}
          placeholder={t('geocoding.findPlaceholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton edge="end" aria-label={t('geocoding.search')} onClick={() => ask(text)}>
                    <SearchOutlined />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Button
          sx={{ flexShrink: 0 }}
          onClick={() => {
            const line = addressLine(form.getValues());
            setText(line);
            ask(line);
          }}
        >
          {t('geocoding.useTyped')}
        </Button>
      </Stack>
      <Typography variant="body2" color={search.error ? 'error' : 'textSecondary'} role="status">
        {status}
      </Typography>
      {candidates.length > 0 && !search.error && (
        <Box>
          <List dense disablePadding aria-label={t('geocoding.candidates')}>
            {candidates.map((c) => (
              <ListItemButton key={`${c.latitude},${c.longitude},${c.label}`} onClick={() => pick(c)}>
                <ListItemText primary={c.label} secondary={t(`geocoding.precision.${c.precision}`)} />
              </ListItemButton>
            ))}
          </List>
          <Typography variant="caption" color="textSecondary">
            {search.data?.attribution}
          </Typography>
        </Box>
      )}
      <Box sx={visuallyHidden} role="status">
        {moved}
      </Box>
    </Stack>
  );
}
