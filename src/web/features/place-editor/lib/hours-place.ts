import type { HoursPlace } from '@/domain/hours-text/hours-text';
import type { PlaceFormValues } from './place-form-model';

// Where the form's place is, as the hours text is read there: its country and state (holidays) and
// its pin (sunrise and sunset). The pin counts once both coordinates are numbers in range.

const coordinate = (text: string, limit: number): number | undefined => {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() && Number.isFinite(value) && Math.abs(value) <= limit ? value : undefined;
};

export function hoursPlaceOf(countryCode: string, location: PlaceFormValues['location']): HoursPlace {
  const lat = coordinate(location.gps.latitude, 90);
  const lon = coordinate(location.gps.longitude, 180);
  const state = location.state || location.region || undefined;
  return {
    countryCode,
    ...(state ? { state } : {}),
    ...(lat !== undefined && lon !== undefined ? { lat, lon } : {}),
  };
}
