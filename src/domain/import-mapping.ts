import { IMPORT_TARGETS, type ImportTarget } from '@/contract/desk/import';
import { DESTINATION_TYPES } from '@/contract/enums';
import type { DestinationType } from '@/contract/places';

// The mapping proposed from a file's header: the export's own headers (issue 11), English field
// names and the usual Czech and Slovak ones, compared without case, diacritics, spaces and
// punctuation ("Zeměpisná šířka" = "zemepisnasirka"). The fields a column can fill
// (IMPORT_TARGETS) are the contract's.

/** Lower case, no diacritics, letters and digits only. */
export function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Names each target is known by, besides its own (normalised by headerKey). */
const NAMES: Record<ImportTarget, readonly string[]> = {
  id: ['placeid', 'idmista', 'idmiesta'],
  originPickupPlaceId: [
    'originid',
    'externalid',
    'kod',
    'kodmista',
    'kodmiesta',
    'externiid',
    'externeid',
    'code',
    'idpobocky',
    'kodpobocky',
    'cislopobocky',
  ],
  type: ['typ', 'druh', 'typmista', 'typmiesta', 'druhmista', 'druhmiesta'],
  name: [
    'nazev',
    'jmeno',
    'nazevmista',
    'pobocka',
    'nazevpobocky',
    'nazov',
    'nazovmiesta',
    'nazovpobocky',
    'meno',
  ],
  countryCode: ['country', 'zeme', 'stat', 'kodzeme', 'krajina', 'kodkrajiny'],
  line1: [
    'street',
    'address',
    'ulice',
    'adresa',
    'ulicecp',
    'address1',
    'uliceacislo',
    'ulica',
    'ulicaacislo',
  ],
  line2: ['address2', 'adresa2', 'doplnekadresy', 'doplnokadresy'],
  city: ['town', 'mesto', 'obec'],
  region: ['kraj'],
  state: [],
  zipCode: ['zip', 'postcode', 'postalcode', 'psc'],
  latitude: ['lat', 'zemepisnasirka', 'sirka', 'gpslat'],
  longitude: ['lng', 'lon', 'long', 'zemepisnadelka', 'delka', 'gpslng', 'gpslon', 'zemepisnadlzka', 'dlzka'],
  phone: ['telephone', 'tel', 'telefon', 'telefonnicislo', 'telefonnecislo', 'mobil'],
  email: ['mail', 'emailovaadresa'],
  note: ['notes', 'poznamka', 'popis', 'poznamky'],
  // Czech "Úložná doba" (issue 29) and its spellings, Slovak "Úložná lehota", "Doba uloženia".
  storageTimeInDays: [
    'storagetime',
    'storagedays',
    'storagetimedays',
    'ulozndoba',
    'uloznidoba',
    'uloznadoba',
    'uloznadobadny',
    'uloznadobavednech',
    'dobaulozeni',
    'dnyulozeni',
    'pocetdniulozeni',
    'uloznalehota',
    'dobaulozenia',
    'dniulozenia',
    'pocetdniulozenia',
  ],
  storageTimeType: [
    'typuloznidoby',
    'typuloznedoby',
    'typulozeni',
    'typuloznejlehoty',
    'typulozenia',
    'druhuloznedoby',
  ],
  monday: ['mon', 'mo', 'pondeli', 'po', 'pondelok'],
  tuesday: ['tue', 'tu', 'utery', 'ut', 'utorok'],
  wednesday: ['wed', 'we', 'streda', 'st'],
  thursday: ['thu', 'th', 'ctvrtek', 'ct', 'stvrtok', 'stv'],
  friday: ['fri', 'fr', 'patek', 'pa', 'piatok', 'pi'],
  saturday: ['sat', 'sa', 'sobota', 'so'],
  sunday: ['sun', 'su', 'nedele', 'ne', 'nedela'],
  openingHours: [
    'hours',
    'oteviracidoba',
    'oteviracihodiny',
    'otvaraciadoba',
    'otvaraciehodiny',
    'openinghoursosm',
    'osmopeninghours',
  ],
  exceptions: ['vyjimky', 'vynimky', 'specialhours'],
};

/** Export columns the platform computes or that cannot be imported: ignored, not guessed. */
const IGNORED = new Set(['eshopid', 'carrier', 'origin', 'zoneid', 'image', 'flags']);

const BY_KEY = new Map<string, ImportTarget>();
for (const target of IMPORT_TARGETS) {
  BY_KEY.set(headerKey(target), target);
  for (const name of NAMES[target]) BY_KEY.set(headerKey(name), target);
}

/**
 * The words a file may give a place type in: the enumeration's own values and the words the app
 * shows for them in English and Czech (web locales `placeType`), and Slovak ones, by headerKey.
 */
const TYPE_WORDS: Record<DestinationType, readonly string[]> = {
  PARCEL_SHOP: ['parcel shop', 'výdejna', 'výdejní místo', 'výdajné miesto', 'pobočka'],
  PARCEL_BOX: ['parcel box', 'výdejní box', 'výdajný box', 'box'],
  HOUSE_ADDRESS: ['house address', 'adresa'],
};
const TYPE_BY_KEY = new Map<string, DestinationType>();
for (const type of DESTINATION_TYPES) {
  TYPE_BY_KEY.set(headerKey(type), type);
  for (const word of TYPE_WORDS[type]) TYPE_BY_KEY.set(headerKey(word), type);
}

/** The place type a cell names ("PARCEL_BOX", "Parcel box", "Výdejní box"), or null. */
export function destinationTypeOf(text: string): DestinationType | null {
  return TYPE_BY_KEY.get(headerKey(text)) ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Targets a header alone must not choose (issue 43): a GeoJSON property `type` of "locker", or a
 * shop's own code in a column `ID`, made every row an error. Such a column is chosen only when at
 * least half of its first values are that field's (one typo among them is the row's error, not a reason to
 * drop the column). Where there are no values to judge (an empty column, as the template's
 * `id` of new places, or a header alone) the header decides.
 */
const VALUES_DECIDE: Partial<Record<ImportTarget, (value: string) => boolean>> = {
  type: (v) => destinationTypeOf(v) !== null,
  id: (v) => UUID.test(v.trim()),
};

export interface ProposedColumn {
  target: ImportTarget | null;
  /** The target its header names when its values rule it out: offered, not chosen. */
  offered: ImportTarget | null;
}

/**
 * The proposed target of each column from its header and its first values (null: ignored); a
 * target is proposed for one column only.
 */
export function proposeColumns(
  columns: readonly { header: string; samples?: readonly string[] }[],
): ProposedColumn[] {
  const taken = new Set<ImportTarget>();
  return columns.map(({ header, samples }) => {
    const key = headerKey(header);
    const target = IGNORED.has(key) ? undefined : BY_KEY.get(key);
    if (!target || taken.has(target)) return { target: null, offered: null };
    const fits = VALUES_DECIDE[target];
    if (fits && samples?.length && samples.filter(fits).length * 2 < samples.length)
      return { target: null, offered: target };
    taken.add(target);
    return { target, offered: null };
  });
}

/** The proposed target of each header (null: ignored), its values not known: the header decides. */
export function proposeMapping(headers: readonly string[]): (ImportTarget | null)[] {
  return proposeColumns(headers.map((header) => ({ header }))).map((c) => c.target);
}
