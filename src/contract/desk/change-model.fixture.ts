import type { PickupPlace } from '../places';

/** A place as the platform answers: weekdays 08:00–18:00, one exception, 7 days' storage. */
export function samplePlace(overrides: Partial<PickupPlace> = {}): PickupPlace {
  const weekday = [{ from: '08:00', to: '18:00' }];
  return {
    id: '11111111-1111-4111-8111-111111111111',
    eshopId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1',
    type: 'PARCEL_SHOP',
    carrier: 'PPL',
    originPickupPlaceId: 'X-1',
    origin: 'CARRIER',
    countryCode: 'CZ',
    zoneId: 'Europe/Prague',
    name: 'Brno Main Station',
    location: {
      line1: 'Nádražní 1',
      city: 'Brno',
      zipCode: '602 00',
      gps: { latitude: 49.19, longitude: 16.61 },
    },
    phone: '+420 222 333 444',
    email: 'brno@example.cz',
    storageTimeInDays: 7,
    storageTimeType: 'CALENDAR_DAYS',
    openingHours: {
      regular: {
        monday: weekday,
        tuesday: weekday,
        wednesday: weekday,
        thursday: weekday,
        friday: weekday,
        saturday: null,
        sunday: [],
      },
      exceptions: [{ date: '2026-12-25', from: undefined, to: undefined, hours: [], reason: 'Christmas' }],
    },
    ...overrides,
  };
}
