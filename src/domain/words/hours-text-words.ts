import type { TextWarning } from '@/domain/hours-text/hours-text';
import type { Locale } from './messages';

// The warnings of the reader of opening-hours text in plain words, English and Czech, for the
// editor's text form and the import alike. The `opening_hours` package's own hints are developer
// English (`nonstop <--- (Please use notation "24/7"…)`): each becomes what it was read as, never the
// raw hint (issue 43). A hint of no known form says where it is and leaves the meaning to `read_as`.

const DAY: Record<string, { en: string; cs: string }> = {
  Mo: { en: 'Monday', cs: 'pondělí' },
  Tu: { en: 'Tuesday', cs: 'úterý' },
  We: { en: 'Wednesday', cs: 'středa' },
  Th: { en: 'Thursday', cs: 'čtvrtek' },
  Fr: { en: 'Friday', cs: 'pátek' },
  Sa: { en: 'Saturday', cs: 'sobota' },
  Su: { en: 'Sunday', cs: 'neděle' },
  PH: { en: 'public holidays', cs: 'svátky' },
};
const LANGUAGE: Record<string, { en: string; cs: string }> = {
  cs: { en: 'Czech', cs: 'česky' },
  sk: { en: 'Slovak', cs: 'slovensky' },
  pl: { en: 'Polish', cs: 'polsky' },
  de: { en: 'German', cs: 'německy' },
};

const q = (text: string, locale: Locale) => (locale === 'cs' ? `„${text}“` : `“${text}”`);

/** One hint of the package in plain words, or null when it says nothing the reading does not. */
export function hintWords(raw: string, locale: Locale): string {
  const cs = locale === 'cs';
  const at = raw.indexOf(' <--- ');
  const where = (at >= 0 ? raw.slice(0, at) : raw).trim().split(/\s+/).slice(-2).join(' ');
  const hint = at >= 0 ? raw.slice(at) : raw;
  let m = /English abbreviation "(\w\w)" for "([^"]+)"/.exec(hint);
  if (m) {
    const day = DAY[m[1]!]?.[locale] ?? m[1]!;
    return cs ? `${q(m[2]!, locale)} čteno jako ${day}` : `${q(m[2]!, locale)} read as ${day}`;
  }
  m = /Time range without minutes specified.*instead "([^"]+)"/.exec(hint);
  if (m) return cs ? `Hodiny bez minut čteny jako ${m[1]}` : `Hours without minutes read as ${m[1]}`;
  m = /Single-digit hour "(\d)"/.exec(hint);
  if (m)
    return cs
      ? `Hodina ${q(m[1]!, locale)} čtena jako 0${m[1]}:00 (ne jako ${Number(m[1]) + 12}:00)`
      : `Hour ${q(m[1]!, locale)} read as 0${m[1]}:00 (not ${Number(m[1]) + 12}:00)`;
  m = /Please use notation "([^"]+)" for "([^"]+)"/.exec(hint);
  if (m) return cs ? `${q(m[2]!, locale)} čteno jako ${m[1]}` : `${q(m[2]!, locale)} read as ${m[1]}`;
  m = /not connected (weekdays|time ranges) in one rule/.exec(hint);
  if (m)
    return cs
      ? `U ${q(where, locale)} jsou dny nebo časy v jednom pravidle bez čárky: přečteno jako jedno pravidlo`
      : `At ${q(where, locale)} days or times of one rule are not joined by a comma: read as one rule`;
  if (/overwrit|overrid/i.test(hint))
    return cs
      ? `U ${q(where, locale)} pozdější pravidlo přepisuje dřívější`
      : `At ${q(where, locale)} a later rule replaces an earlier one`;
  return cs
    ? `U ${q(where, locale)} není text zapsán přesně podle zápisu`
    : `At ${q(where, locale)} the text is not written quite as the syntax says`;
}

/**
 * A warning of the reader in words. `formatDate` writes a YYYY-MM-DD date for the screen; the
 * warnings the web words with its own texts (`dates`, `varies`…) are worded here too, for the import.
 */
export function textWarningWords(
  w: TextWarning,
  locale: Locale,
  formatDate: (date: string) => string = (d) => d,
): string {
  const cs = locale === 'cs';
  const detail = w.detail ?? '';
  switch (w.code) {
    case 'checker':
      return hintWords(detail, locale);
    case 'read_as':
      return cs ? `Text přečten jako ${q(detail, locale)}` : `The text is read as ${q(detail, locale)}`;
    case 'comment':
      return cs
        ? `Poznámka ${q(detail, locale)} se neuloží (hodiny ano): napište ji do poznámky místa`
        : `The comment ${q(detail, locale)} is not saved (the hours are): write it in the place’s note`;
    case 'unknown':
      return detail
        ? cs
          ? `${q(detail, locale)} se neuloží jako otevírací doba: mimo zapsané hodiny je místo zavřeno`
          : `${q(detail, locale)} is not saved as opening hours: outside the hours written the place is closed`
        : cs
          ? 'Nejisté hodiny (unknown, otevřený konec) se neuloží jako otevírací doba: místo je tehdy zavřeno'
          : 'Uncertain hours (unknown, open end) are not saved as opening hours: the place is closed then';
    case 'uncertain':
      return cs
        ? 'Otevřený konec (např. 17:00+) se uloží do času, který odhadne zápis: zkontrolujte zavírací dobu'
        : 'An open end (such as 17:00+) is saved until a guessed closing time: check it';
    case 'day_names': {
      const [written, read, language] = detail.split('|');
      const day = DAY[read ?? '']?.[locale] ?? read;
      const lang = LANGUAGE[language ?? '']?.[locale] ?? language;
      return cs
        ? `${q(written ?? '', locale)} čteno jako ${day} (názvy dnů ${lang})`
        : `${q(written ?? '', locale)} read as ${day} (${lang} day names)`;
    }
    case 'school_holidays':
      return cs
        ? 'Školní prázdniny (SH) se neuloží: o prázdninách platí týdenní hodiny'
        : 'School holidays (SH) are not saved: during them the weekly hours apply';
    case 'variable_times':
    case 'varies': {
      const [count, date] = detail.split('|');
      const what =
        w.code === 'varies'
          ? cs
            ? 'Hodiny se liší podle týdne'
            : 'The hours differ between weeks'
          : cs
            ? 'Východ a západ slunce se mění'
            : 'Sunrise and sunset times change';
      if (!date) return what;
      return cs
        ? `${what}: uloží se hodiny jednoho týdne, které se od textu liší v ${count} dnech příštího roku, poprvé ${formatDate(date)}`
        : `${what}: one week’s hours are saved, which differ from the text on ${count} days of the coming year, the first ${formatDate(date)}`;
    }
    case 'dates':
      return cs
        ? `Data z textu se stanou výjimkami: ${detail}`
        : `Dates of the text become exceptions: ${detail}`;
  }
}

/** Whether a warning says the hours saved differ from the text's (not only how it was read). */
export const changesMeaning = (w: TextWarning) =>
  ['varies', 'variable_times', 'school_holidays', 'unknown', 'uncertain', 'comment'].includes(w.code);

/**
 * A hint that the package read one way only, as the writer meant it: hours without minutes
 * (`8-17`), `nonstop` for `24/7`, a dash of typography (`–`, `‑`) for `-`, a day's whole name
 * (`Freitag`, `monday`, `sobota`: five letters or more name one day), `Uhr` or `8h`. The others (a
 * two-letter name it guessed, `SB` as Tuesday; rules not joined; a single-digit hour that may be
 * after midday; a day without hours) may change what the text meant.
 */
export function isBenignHint(raw: string): boolean {
  if (/Time range without minutes specified|Please use notation "(24\/7|-)"|Please omit "(uhr|h)"/.test(raw))
    return true;
  const name = /English abbreviation "\w\w" for "([^"]+)"\.\)/.exec(raw);
  return !!name && [...name[1]!].length >= 5;
}
