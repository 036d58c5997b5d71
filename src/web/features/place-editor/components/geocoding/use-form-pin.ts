import { useCallback } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { parseCoordinate } from '@/contract/places';
import type { PlaceFormValues } from '@/web/features/place-editor/lib/place-form-model';

/** Six decimals: about 10 cm, as the map writes them. */
const fmt = (n: number) => n.toFixed(6);

/** The form's pin as numbers (null while it is empty or not a coordinate), and how to move it as the user does. */
export function useFormPin() {
  const form = useFormContext<PlaceFormValues>();
  const gps = useWatch({ control: form.control, name: 'location.gps' });
  const latitude = gps.latitude.trim() ? parseCoordinate(gps.latitude) : NaN;
  const longitude = gps.longitude.trim() ? parseCoordinate(gps.longitude) : NaN;
  const valid =
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180;
  const moveTo = useCallback(
    (point: { latitude: number; longitude: number }) => {
      const options = { shouldDirty: true, shouldValidate: true, shouldTouch: true };
      form.setValue('location.gps.latitude', fmt(point.latitude), options);
      form.setValue('location.gps.longitude', fmt(point.longitude), options);
    },
    [form],
  );
  return { pin: valid ? { latitude, longitude } : null, moveTo };
}
