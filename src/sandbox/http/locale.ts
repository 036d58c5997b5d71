import type { Locale } from '../../contract/messages';

/** English by default; Czech when Accept-Language prefers it (spec 001, 7.3). */
export function localeOf(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return 'en';
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((l) => l.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag === 'cs' || tag.startsWith('cs-')) return 'cs';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'en';
}
