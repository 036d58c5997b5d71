import type { TFunction } from 'i18next';
import { ApiError } from '@/web/shared/lib/api-client';

/** A failed lookup in the user's words: too many at once, the service down, or the connection. */
export function geocodeErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.status === 429) return t('geocoding.tooMany');
  if (error instanceof ApiError) return t('geocoding.unavailable');
  return t('geocoding.offline');
}
