// Czech texts of the sandbox's error details (spec 001, 7.3: `Accept-Language: cs`). Fixed sentences
// are translated word for word; sentences with a value in them fall back to one per problem kind.

export const EXACT_CZECH_DETAILS: Readonly<Record<string, string>> = {
  'Use HTTPS: plain HTTP is refused.': 'Použijte HTTPS: nešifrované HTTP se odmítá.',
  'This API version is no longer supported; use a current version.':
    'Tato verze API již není podporována; použijte aktuální verzi.',
  'Only application/json responses are available.': 'Odpovědi jsou k dispozici jen jako application/json.',
  'The X-API-Key header is missing.': 'Chybí hlavička X-API-Key.',
  'The API key is not valid.': 'API klíč není platný.',
  'This API key has no access to pickup places under its account.':
    'Tento API klíč nemá pod svým účtem přístup k výdejním místům.',
  'This Content-Type is not supported here.': 'Tento Content-Type zde není podporován.',
  'The request body is larger than allowed.': 'Tělo požadavku je větší, než je povoleno.',
  'The request body is empty.': 'Tělo požadavku je prázdné.',
  'The request body is not valid JSON.': 'Tělo požadavku není platný JSON.',
  'This Content-Encoding or Content-Type is not supported.':
    'Tento Content-Encoding nebo Content-Type není podporován.',
  'The sandbox failed to process the request.': 'Sandbox požadavek nedokázal zpracovat.',
  'No file at this address.': 'Na této adrese není žádný soubor.',
  'The place has changed since it was read; read it again.':
    'Místo se od načtení změnilo; načtěte jej znovu.',
  'Authentication is required.': 'Je vyžadováno ověření.',
  'The API token is not valid.': 'API token není platný.',
  'The access token lacks the deliveries scope.': 'Přístupový token nemá oprávnění deliveries.',
  'The access token expired': 'Platnost přístupového tokenu vypršela',
  'The access token is not valid': 'Přístupový token není platný',
  'The multipart body needs a part named "file".': 'Tělo multipart musí obsahovat část s názvem "file".',
  'Send image uploads without Content-Encoding.': 'Obrázky posílejte bez Content-Encoding.',
  'The multipart body is malformed or incomplete.': 'Tělo multipart je poškozené nebo neúplné.',
  'The file is not a JPEG, PNG or WebP image.': 'Soubor není obrázek JPEG, PNG ani WebP.',
};

export const CZECH_DETAILS_BY_KIND: Readonly<Record<string, string>> = {
  'not-found': 'Požadovaný záznam pod tímto účtem neexistuje.',
  'method-not-allowed': 'Tato metoda zde není povolena.',
  'unsupported-media-type': 'Pošlete tělo požadavku v podporovaném formátu.',
  'image-too-large': 'Obrázek je větší, než je povoleno.',
  conflict: 'Záznam je v konfliktu s jiným záznamem tohoto e-shopu.',
  unauthorized: 'Ověření se nezdařilo.',
  'invalid-token': 'Přístupový token není platný.',
  http: 'Požadavek nelze zpracovat.',
};

export function czechDetail(detail: string, kind: string): string {
  return EXACT_CZECH_DETAILS[detail] ?? CZECH_DETAILS_BY_KIND[kind] ?? detail;
}
