import type { PickupPlace } from '@/contract/places';

// A complete place as the API gives it, for the form model's tests.

export const place: PickupPlace = {
  id: '11111111-1111-4111-8111-111111111111',
  eshopId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1',
  type: 'PARCEL_SHOP',
  carrier: 'PERSONAL_PICKUP',
  origin: 'API_USER',
  originPickupPlaceId: 'STORE-1',
  countryCode: 'CZ',
  zoneId: 'Europe/Prague',
  name: 'Výdejna Praha',
  location: {
    line1: 'Dlouhá 1',
    city: 'Praha',
    zipCode: '110 00',
    gps: { latitude: 50.0875, longitude: 14.42 },
  },
  note: 'Ring twice',
  phone: '+420 222 333 444',
  email: 'praha@example.cz',
  storageTime: 7,
  storageTimeInDays: 7,
  storageTimeType: 'CALENDAR_DAYS',
  openingHours: {
    regular: {
      monday: [{ from: '08:00', to: '18:00' }],
      tuesday: [],
      wednesday: [],
      thursday: [],
      friday: [],
      saturday: [],
      sunday: null,
    },
    exceptions: [{ date: '2026-12-24', hours: [], reason: 'Christmas Eve' }],
  },
};
