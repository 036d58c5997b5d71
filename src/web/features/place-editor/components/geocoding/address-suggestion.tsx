import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { GeocodeAddress } from '@/contract/desk/geocoding';
import { useGeocodeReverse } from '@/web/features/place-editor/api/geocoding';
import type { PlaceFormValues } from '@/web/features/place-editor/lib/place-form-model';
import { geocodeErrorText } from './geocode-error';
import { useFormPin } from './use-form-pin';

/** The address fields a suggestion may fill, in the form's order. */
const FIELDS = ['line1', 'zipCode', 'city', 'region'] as const;
type Field = (typeof FIELDS)[number];

/**
 * "Suggest the address from the pin" (issue 46): the address nearest the pin, beside the form's,
 * field by field; each is taken only when the user says so (never a field overwritten silently).
 */
export function AddressSuggestion() {
  const { t } = useTranslation();
  const form = useFormContext<PlaceFormValues>();
  const { pin } = useFormPin();
  const [point, setPoint] = useState<{ latitude: number; longitude: number } | null>(null);
  const reverse = useGeocodeReverse(point);
  const current = useWatch({ control: form.control, name: 'location' });
  const suggested: GeocodeAddress | undefined = reverse.data?.candidate?.address;
  const offered = FIELDS.filter((f) => suggested?.[f] && suggested[f] !== current[f].trim());
  const use = (fields: readonly Field[]) => {
    for (const f of fields)
      form.setValue(`location.${f}`, suggested![f]!, {
        shouldDirty: true,
        shouldValidate: true,
        shouldTouch: true,
      });
  };

  return (
    <Stack spacing={1}>
      <Box>
        <Button disabled={!pin} onClick={() => setPoint(pin)}>
          {t('geocoding.suggest')}
        </Button>
      </Box>
      {point && (
        <Typography variant="body2" color={reverse.error ? 'error' : 'textSecondary'} role="status">
          {reverse.isFetching
            ? t('geocoding.searching')
            : reverse.error
              ? geocodeErrorText(reverse.error, t)
              : !reverse.data?.candidate
                ? t('geocoding.noAddress')
                : offered.length === 0
                  ? t('geocoding.matches')
                  : t('geocoding.suggestion', { label: reverse.data.candidate.label })}
        </Typography>
      )}
      {point && !reverse.isFetching && offered.length > 0 && (
        <Stack
          spacing={0.5}
          component="ul"
          aria-label={t('geocoding.suggested')}
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          {offered.map((f) => (
            <Stack
              key={f}
              component="li"
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography variant="body2" sx={{ flexGrow: 1 }}>
                {t('geocoding.fieldValue', {
                  field: t(`geocoding.field.${f}`),
                  value: suggested![f],
                  now: current[f].trim() || t('geocoding.empty'),
                })}
              </Typography>
              <Button
                size="small"
                onClick={() => use([f])}
                aria-label={t('geocoding.useField', { field: t(`geocoding.field.${f}`) })}
              >
                {t('geocoding.use')}
              </Button>
            </Stack>
          ))}
          {offered.length > 1 && (
            <Box component="li">
              <Button size="small" variant="outlined" onClick={() => use(offered)}>
                {t('geocoding.useAll')}
              </Button>
            </Box>
          )}
          <Typography component="li" variant="caption" color="textSecondary">
            {reverse.data?.attribution}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}
