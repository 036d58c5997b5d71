import opening_hours from 'opening_hours';
import { DAYS, type Day, type Interval } from '@/contract/opening-hours';

// Opening hours as a file gives them: a day's cell (`08:00-12:00,13:00-18:00`, the export's
// `08:00-12:00 13:00-17:00`, empty or "closed"/"zavřeno" when closed), or the whole week in
// OpenStreetMap's opening_hours syntax, read by the `opening_hours` package (the syntax's reference
// implementation) over a week without holidays. Null: the text is not hours.

const CLOSED = /^(closed|zavreno|zavřeno|off|-|–)$/i;
const INTERVAL = /^(\d{1,2})[:.](\d{2})\s*[-–]\s*(\d{1,2})[:.](\d{2})$/;
const pad = (h: string, m: string) => `${h.padStart(2, '0')}:${m}`;

export function dayCell(cell: string): Interval[] | null {
  const text = cell.trim();
  if (text === '' || CLOSED.test(text)) return [];
  const out: Interval[] = [];
  for (const part of text.split(/\s*[,;]\s*|(?<=\d)\s+(?=\d)/)) {
    const m = INTERVAL.exec(part.trim());
    if (!m) return null;
    out.push({ from: pad(m[1]!, m[2]!), to: pad(m[3]!, m[4]!) });
  }
  return out;
}

/** A Monday of a week without Czech or Slovak public holidays (local time). */
const MONDAY = new Date(2025, 5, 9);
const hhmm = (d: Date) =>
  `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;

export function osmWeek(text: string): Record<Day, Interval[]> | null {
  // Holidays are exceptions of their own here, so rules that name them are left out.
  const rules = text
    .split(';')
    .map((r) => r.trim())
    .filter((r) => r && !/\bPH\b|\bSH\b/.test(r));
  if (!rules.length || text.length > 1000) return null;
  let oh: opening_hours;
  try {
    oh = new opening_hours(rules.join('; '), null, 0);
  } catch {
    return null;
  }
  const week = Object.fromEntries(DAYS.map((d) => [d, [] as Interval[]])) as Record<Day, Interval[]>;
  const end = new Date(MONDAY.getFullYear(), MONDAY.getMonth(), MONDAY.getDate() + 7);
  for (const [from, to] of oh.getOpenIntervals(MONDAY, end)) {
    let cursor = from;
    while (cursor < to) {
      const midnight = new Date(cursor.getFullYear(), cursor.getMonth(), cursor.getDate() + 1);
      const stop = to < midnight ? to : midnight;
      week[DAYS[(cursor.getDay() + 6) % 7]!].push({
        from: hhmm(cursor),
        to: stop === midnight ? '24:00' : hhmm(stop),
      });
      cursor = stop;
    }
  }
  return week;
}
