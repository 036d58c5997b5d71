import { DAYS, type Day } from '@/contract/opening-hours';

// A week's hours in the reader's own words (issue 45: the conflict dialog showed the text form's
// "Mo-Fr", the same in both languages): the browser's short day names in the user's language.

type Week = Partial<Record<Day, readonly { from: string; to: string }[] | null | undefined>>;

/** Mon–Fri 08:00–17:00 · Sat 09:00–12:00 · Sun closed: days with the same hours together. */
export function weekSummary(regular: Week, language: string, closed: string): string {
  const dayName = (i: number) =>
    new Date(Date.UTC(2024, 0, 1 + i)).toLocaleDateString(language, { weekday: 'short', timeZone: 'UTC' });
  const hoursOf = (i: number) =>
    (regular[DAYS[i]!] ?? []).map((s) => `${s.from}–${s.to}`).join(', ') || closed;
  const parts: string[] = [];
  for (let i = 0; i < DAYS.length;) {
    let j = i;
    while (j + 1 < DAYS.length && hoursOf(j + 1) === hoursOf(i)) j++;
    parts.push(`${dayName(i)}${j > i ? `–${dayName(j)}` : ''} ${hoursOf(i)}`);
    i = j + 1;
  }
  return parts.join(' · ');
}
