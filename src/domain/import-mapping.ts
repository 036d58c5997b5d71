import { IMPORT_TARGETS, type ImportTarget } from '@/contract/desk/import';

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

/** The proposed target of each header (null: ignored); a target is proposed for one column only. */
export function proposeMapping(headers: readonly string[]): (ImportTarget | null)[] {
  const taken = new Set<ImportTarget>();
  return headers.map((header) => {
    const key = headerKey(header);
    const target = IGNORED.has(key) ? undefined : BY_KEY.get(key);
    if (!target || taken.has(target)) return null;
    taken.add(target);
    return target;
  });
}
