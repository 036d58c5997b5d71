import Negotiator from 'negotiator';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

// The one reading of Accept-Language (RFC 9110, 12.5.4), for the sandbox (spec 001, 7.3) and the
// BFF alike. negotiator parses the header and weighs q-values and wildcards; at equal q the range
// listed first wins (negotiator alone would prefer an exact match, so `cs-CZ, en` would be
// English). Not imported by the web app, which sends the language its user chose.

const isLanguage = (tag: string): tag is Language => (LANGUAGES as readonly string[]).includes(tag);

/** The language to answer in: the best one the header accepts, English when it accepts none. */
export function negotiateLanguage(acceptLanguage: string | undefined): Language {
  // No header accepts anything (negotiator reads it as `*`): the default, as for an empty one.
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const negotiator = new Negotiator({ headers: { 'accept-language': acceptLanguage } });
  /** Ours that the header accepts at all (not refused with q=0), best first by negotiator's rule. */
  const acceptable = negotiator.languages([...LANGUAGES]) as Language[];
  // The header's ranges by q, then in the order given (q=0 left out).
  for (const range of negotiator.languages()) {
    if (range === '*') return acceptable[0] ?? DEFAULT_LANGUAGE;
    const primary = range.split('-')[0]!.toLowerCase();
    if (isLanguage(primary) && acceptable.includes(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
