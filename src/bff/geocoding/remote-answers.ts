import type { GeocodeCandidate } from '@/contract/desk/geocoding';
import { z } from 'zod';

// The answers of Nominatim (format=jsonv2, addressdetails=1) and Photon (GeoJSON), read tolerantly
// (every field optional but the point) and turned into candidates. A result without a readable
// point is left out; an answer of another shape altogether is garbage (the caller's 502).

const NominatimPlaceSchema = z.looseObject({
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  display_name: z.string().optional(),
  addresstype: z.string().optional(),
  type: z.string().optional(),
  address: z
    .looseObject({
      house_number: z.string().optional(),
      road: z.string().optional(),
      pedestrian: z.string().optional(),
      city: z.string().optional(),
      town: z.string().optional(),
      village: z.string().optional(),
      municipality: z.string().optional(),
      postcode: z.string().optional(),
      state: z.string().optional(),
      country_code: z.string().optional(),
    })
    .optional(),
});
export const NominatimSearchSchema = z.array(z.unknown());
/** Reverse: one place, or `{error: "Unable to geocode"}` where none is known. */
export const NominatimReverseSchema = z.union([
  z.looseObject({ error: z.string() }),
  z.looseObject({ lat: z.unknown() }),
]);

const PhotonFeatureSchema = z.looseObject({
  geometry: z.looseObject({ coordinates: z.tuple([z.number(), z.number()]).rest(z.number()) }),
  properties: z
    .looseObject({
      name: z.string().optional(),
      housenumber: z.string().optional(),
      street: z.string().optional(),
      postcode: z.string().optional(),
      city: z.string().optional(),
      district: z.string().optional(),
      state: z.string().optional(),
      countrycode: z.string().optional(),
      type: z.string().optional(),
    })
    .default({}),
});
export const PhotonAnswerSchema = z.looseObject({ features: z.array(z.unknown()) });

const PRECISION: Record<string, GeocodeCandidate['precision']> = {
  house: 'house',
  building: 'house',
  road: 'street',
  street: 'street',
  postcode: 'postcode',
  city: 'town',
  town: 'town',
  village: 'town',
  hamlet: 'town',
  suburb: 'town',
  district: 'town',
  locality: 'town',
  municipality: 'town',
  county: 'region',
  state: 'region',
  region: 'region',
};

const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ') || undefined;
const defined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

export function fromNominatim(raw: unknown): GeocodeCandidate | null {
  const parsed = NominatimPlaceSchema.safeParse(raw);
  if (!parsed.success) return null;
  const p = parsed.data;
  const a = p.address ?? {};
  const kind = a.house_number ? 'house' : (p.addresstype ?? p.type ?? '');
  return {
    latitude: p.lat,
    longitude: p.lon,
    precision: PRECISION[kind] ?? 'street',
    label: p.display_name ?? `${p.lat}, ${p.lon}`,
    address: defined({
      line1: joined(a.road ?? a.pedestrian, a.house_number),
      city: a.city ?? a.town ?? a.village ?? a.municipality,
      zipCode: a.postcode,
      region: a.state,
      countryCode: a.country_code?.toUpperCase(),
    }),
  };
}

export function fromPhoton(raw: unknown): GeocodeCandidate | null {
  const parsed = PhotonFeatureSchema.safeParse(raw);
  if (!parsed.success) return null;
  const [longitude, latitude] = parsed.data.geometry.coordinates;
  const p = parsed.data.properties;
  const kind = p.housenumber ? 'house' : (p.type ?? '');
  const city = p.city ?? (PRECISION[kind] === 'town' ? p.name : undefined);
  return {
    latitude,
    longitude,
    precision: PRECISION[kind] ?? 'street',
    label: [
      joined(p.street ?? (p.housenumber ? p.name : undefined), p.housenumber) ?? p.name,
      joined(p.postcode, city),
    ]
      .filter(Boolean)
      .join(', '),
    address: defined({
      line1: joined(p.street, p.housenumber),
      city,
      zipCode: p.postcode,
      region: p.state,
      countryCode: p.countrycode?.toUpperCase(),
    }),
  };
}
