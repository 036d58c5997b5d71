import { M } from '@/contract/schema-messages';

// The platform's texts the browser may see word for word: the sandbox's own sentences (English and
// their Czech translations, src/sandbox/http/czech-details.ts, its routes and OAuth token endpoint)
// and the contract's field messages (src/contract/schema-messages.ts, zod's defaults in both languages).
// Anything else an upstream writes (a reflected header, an injected key, a stack trace) is replaced
// by the BFF's own words. Patterns allow only the values those sentences carry (ids, numbers, field
// names, enumeration values), never free text, except the one sentence that quotes a place's own
// originPickupPlaceId (and a text carrying a credential the BFF sent is refused in any case).

const DETAILS = new Set([
  // sandbox: conventions, API key, error handler, files, places, images, orders
  'Use HTTPS: plain HTTP is refused.',
  'This API version is no longer supported; use a current version.',
  'Only application/json responses are available.',
  'The X-API-Key header is missing.',
  'The API key is not valid.',
  'This API key has no access to pickup places under its account.',
  'This Content-Type is not supported here.',
  'The request body is larger than allowed.',
  'The request body is empty.',
  'The request body is not valid JSON.',
  'This Content-Encoding or Content-Type is not supported.',
  'The sandbox failed to process the request.',
  'No file at this address.',
  'The place has changed since it was read; read it again.',
  'Authentication is required.',
  'The API token is not valid.',
  'The access token lacks the deliveries scope.',
  'The access token expired',
  'The access token is not valid',
  'The multipart body needs a part named "file".',
  'Send image uploads without Content-Encoding.',
  'The multipart body is malformed or incomplete.',
  'The multipart body cannot be read as an upload.',
  'The file is not a JPEG, PNG or WebP image.',
  'Use "Basic <token>" or "Bearer <access_token>" with exactly one space.',
  // OAuth token endpoint
  'Client authentication failed.',
  'redirect_uri does not equal the registered redirect address.',
  'redirect_uri is not the one the code was issued for.',
  'The code is missing.',
  'The code is not valid.',
  'The code was already used.',
  'The code expired.',
  'The refresh_token is missing.',
  'The refresh token is not valid or was withdrawn.',
  'The scope exceeds what the user approved.',
  'grant_type must be authorization_code or refresh_token.',
  // Czech (Accept-Language: cs)
  'Použijte HTTPS: nešifrované HTTP se odmítá.',
  'Tato verze API již není podporována; použijte aktuální verzi.',
  'Odpovědi jsou k dispozici jen jako application/json.',
  'Chybí hlavička X-API-Key.',
  'API klíč není platný.',
  'Tento API klíč nemá pod svým účtem přístup k výdejním místům.',
  'Tento Content-Type zde není podporován.',
  'Tělo požadavku je větší, než je povoleno.',
  'Tělo požadavku je prázdné.',
  'Tělo požadavku není platný JSON.',
  'Tento Content-Encoding nebo Content-Type není podporován.',
  'Sandbox požadavek nedokázal zpracovat.',
  'Na této adrese není žádný soubor.',
  'Místo se od načtení změnilo; načtěte jej znovu.',
  'Je vyžadováno ověření.',
  'API token není platný.',
  'Přístupový token nemá oprávnění deliveries.',
  'Platnost přístupového tokenu vypršela',
  'Přístupový token není platný',
  'Tělo multipart musí obsahovat část s názvem "file".',
  'Obrázky posílejte bez Content-Encoding.',
  'Tělo multipart je poškozené nebo neúplné.',
  'Soubor není obrázek JPEG, PNG ani WebP.',
  'Požadovaný záznam pod tímto účtem neexistuje.',
  'Tato metoda zde není povolena.',
  'Pošlete tělo požadavku v podporovaném formátu.',
  'Obrázek je větší, než je povoleno.',
  'Záznam je v konfliktu s jiným záznamem tohoto e-shopu.',
  'Ověření se nezdařilo.',
  'Přístupový token není platný.',
  'Požadavek nelze zpracovat.',
]);

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const MEDIA = '[a-z]+/[a-z0-9.+-]+';

const DETAIL_PATTERNS = [
  /^The (?:path|query|request body) is invalid\.$/,
  /^Neplatné údaje \((?:path|query|request body)\)\.$/,
  new RegExp(`^(?:Pickup place|E-shop|Order) ${UUID} was not found under this account\\.$`),
  /^No resource at \/[\w/.-]{0,200}\.$/,
  /^(?:GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) is not allowed here\.$/,
  new RegExp(`^Send the body as ${MEDIA}(?: or ${MEDIA})*\\.$`),
  /^The image is larger than \d{1,12} bytes\.$/,
  /^Another place of this e-shop already has originPickupPlaceId "[^"\n]{0,100}"\.$/,
];

const FIELD_MESSAGES = new Set([
  ...Object.values(M).flatMap((m) => [m.en, m.cs]),
  'is required',
  'je povinné',
  'is not a known field',
  'není známé pole',
  'is already used by another place of this e-shop',
  'could not be read from the multipart body',
  // the sandbox's src/sandbox/http/file-part.ts
  'must be one of at most 4 file parts (the others are not read)',
  'must come with at most 10 other fields',
  'must not come with a part named __proto__, constructor or another name of Object',
  'must be a JPEG, PNG or WebP image',
  'Invalid input',
  'Neplatný vstup',
]);

const WORD = '[\\p{L}\\w]{1,20}';
const BOUND = '[<>]=?-?\\d{1,12}(?:\\.\\d{1,6})?';
const OPTION = '"[\\w .,:-]{0,60}"';

const FIELD_PATTERNS = [
  /^must be at most \d{1,12} bytes$/,
  /^overlaps interval \d{1,3} of the same day$/,
  /^překrývá se s intervalem \d{1,3} téhož dne$/,
  /^duplicates the exception at index \d{1,4} for the same date$/,
  /^opakuje datum výjimky na indexu \d{1,4}$/,
  /^must be between -\d{1,3} and \d{1,3}$/,
  /^musí být mezi -\d{1,3} a \d{1,3}$/,
  // zod's own messages, English and Czech
  new RegExp(`^Too (?:big|small): expected ${WORD} to (?:have|be) ${BOUND}(?: characters| items)?$`, 'u'),
  new RegExp(
    `^Hodnota je příliš (?:velká|malá): ${WORD} musí (?:mít|být) ${BOUND}(?: znaků| prvků| položek)?$`,
    'u',
  ),
  new RegExp(`^Invalid input: expected ${WORD}, received ${WORD}$`, 'u'),
  new RegExp(`^Neplatný vstup: očekáváno ${WORD}, obdrženo ${WORD}$`, 'u'),
  new RegExp(`^Invalid option: expected one of ${OPTION}(?:\\|${OPTION}){0,40}$`),
  new RegExp(`^Neplatná možnost: očekávána jedna z hodnot ${OPTION}(?:\\|${OPTION}){0,40}$`),
];

/** Field paths as the platform writes them: `openingHours.regular.monday[1].to`. */
const FIELD_PATH = /^[A-Za-z_][\w]{0,60}(?:\.[A-Za-z_]\w{0,60}|\[\d{1,5}\]){0,12}$/;

const carries = (text: string, secrets: readonly string[]) => secrets.some((s) => text.includes(s));

export function isKnownDetail(text: string, secrets: readonly string[] = []): boolean {
  if (text.length > 300 || carries(text, secrets)) return false;
  return DETAILS.has(text) || DETAIL_PATTERNS.some((p) => p.test(text));
}

export function isKnownFieldMessage(text: string, secrets: readonly string[] = []): boolean {
  if (text.length > 300 || carries(text, secrets)) return false;
  return FIELD_MESSAGES.has(text) || FIELD_PATTERNS.some((p) => p.test(text));
}

export const isKnownFieldPath = (field: string) => field === '' || FIELD_PATH.test(field);
