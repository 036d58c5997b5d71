import { collationKey } from '@/domain/collation-key';
import { normalizeText, wordsOf } from './normalize';
import type { PlacesModel } from './places-model';

// The city filter's suggestions from the read model: the e-shop's towns, each once however its
// places write it (`Praha`, `PRAHA`), by the spelling most of them use, most places first.

interface Town {
  city: string;
  places: number;
  words: string[];
}

/** Each model's towns at its version: a scan of every place, so once per change, not per keystroke. */
const townsSeen = new WeakMap<PlacesModel, { version: number; towns: Town[] }>();

function townsOf(model: PlacesModel): Town[] {
  const seen = townsSeen.get(model);
  if (seen?.version === model.version) return seen.towns;
  const spellings = new Map<string, Map<string, number>>();
  for (const place of model.places) {
    const city = place.location.city?.trim();
    if (!city) continue;
    const key = normalizeText(city);
    const counts = spellings.get(key) ?? new Map<string, number>();
    counts.set(city, (counts.get(city) ?? 0) + 1);
    spellings.set(key, counts);
  }
  const towns = [...spellings.values()].map((counts) => {
    const [city] = [...counts].reduce((best, next) => (next[1] > best[1] ? next : best));
    const places = [...counts.values()].reduce((sum, n) => sum + n, 0);
    return { city, places, words: wordsOf(city), order: collationKey(city) };
  });
  towns.sort((a, b) => b.places - a.places || (a.order < b.order ? -1 : a.order > b.order ? 1 : 0));
  const kept = towns.map(({ city, places, words }) => ({ city, places, words }));
  townsSeen.set(model, { version: model.version, towns: kept });
  return kept;
}

/** The towns whose words start with each word of `q` (every town without one), at most `limit`. */
export function suggestCities(model: PlacesModel, q: string | undefined, limit: number) {
  const typed = wordsOf(q);
  const items: { city: string; places: number }[] = [];
  for (const town of townsOf(model)) {
    if (items.length === limit) break;
    if (typed.every((w) => town.words.some((word) => word.startsWith(w))))
      items.push({ city: town.city, places: town.places });
  }
  return items;
}
