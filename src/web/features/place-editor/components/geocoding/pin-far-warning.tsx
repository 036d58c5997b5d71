import { Alert, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { distanceKm, isPinFar } from '@/domain/pin-distance';
import { useGeocodeSearch } from '@/web/features/place-editor/api/geocoding';
import type { PlaceFormValues } from '@/web/features/place-editor/lib/place-form-model';
import { useFormPin } from './use-form-pin';

/** Typing pauses this long before the town is looked up: no warning flickers while typing. */
export const TOWN_TYPING_MS = 700;

/**
 * The pin against the typed town (issue 46): farther than PIN_FAR_KM (the list's quality flag's
 * threshold), a warning with "Move the pin there". Nothing while the town is unknown or the lookup fails.
 */
export function PinFarWarning() {
  const { t, i18n } = useTranslation();
  const form = useFormContext<PlaceFormValues>();
  const [city, zipCode, countryCode] = useWatch({
    control: form.control,
    name: ['location.city', 'location.zipCode', 'countryCode'],
  });
  const { pin, moveTo } = useFormPin();
  const typed = `${zipCode.trim()} ${city.trim()}`.trim();
  const [asked, setAsked] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(typed), TOWN_TYPING_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const country = /^[A-Z]{2}$/.test(countryCode) ? countryCode : undefined;
  const town = useGeocodeSearch(
    city.trim() && pin && asked ? { q: asked, countryCode: country, limit: 1 } : null,
  );
  const found = asked === typed ? town.data?.candidates[0] : undefined;
  if (!pin || !found || !isPinFar(pin, found)) return null;
  const km = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 }).format(
    distanceKm(pin, found),
  );
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={() => moveTo(found)}>
          {t('geocoding.moveThere')}
        </Button>
      }
    >
      {t('geocoding.far', { km, town: found.address.city ?? found.label })}
    </Alert>
  );
}
