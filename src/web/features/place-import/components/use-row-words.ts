import { useTranslation } from 'react-i18next';
import type { Import, ImportRow, ImportRowError } from '@/contract/desk/import';
import type { HoursTextWarning } from '@/contract/hours-text';
import { COORDINATE_DECIMALS } from '@/contract/places';
import { textWarningWords } from '@/domain/words/hours-text-words';
import type { Locale } from '@/domain/words/messages';
import { changeWords } from '@/web/shared/places/lib/change-words';

/** A YYYY-MM-DD date as the screen writes dates. */
const dateOf = (date: string, language: string) =>
  new Date(`${date}T12:00:00`).toLocaleDateString(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

/** A dry run's row in words: its errors, and the notes on its values. */
export function useRowWords(result: Import) {
  const { t, i18n } = useTranslation();
  const changeText = changeWords(t);
  const locale: Locale = i18n.language.startsWith('cs') ? 'cs' : 'en';
  /** What the reader of hours text said, in the domain's words shared with the editor (issue 43). */
  const hoursWords = (warnings: readonly HoursTextWarning[]) =>
    [...new Set(warnings.map((w) => textWarningWords(w, locale, (d) => dateOf(d, i18n.language))))].join(
      '; ',
    );
  const words = (e: ImportRowError) => {
    const where =
      e.column ?? (e.target ? t('import.noColumn', { target: t(`import.targets.${e.target}`) }) : '');
    const detail =
      e.reason === 'not_a_point' && e.detail
        ? ` (${e.detail})`
        : e.warnings?.length
          ? ` (${hoursWords(e.warnings)})`
          : '';
    return `${where ? `${where}: ` : ''}${t(`import.reasons.${e.reason}`)}${detail}`;
  };
  /**
   * Which of the row's values came from a default, which coordinate was rounded (issue 43), and
   * whether its pin is far from its address's town (issue 46).
   */
  const noteLines = (row: ImportRow) => {
    const field = (target: ImportRow['notes'][number]['target']) =>
      target === 'openingHours' && result.defaults.missingHours
        ? t('import.notes.hours', { choice: t(`import.missingHours.${result.defaults.missingHours}`) })
        : t(`import.targets.${target}`);
    const defaulted = row.notes.filter((n) => n.kind === 'default').map((n) => field(n.target));
    const rounded = row.notes.filter((n) => n.kind === 'rounded').map((n) => field(n.target));
    const hours = row.notes.filter((n) => n.kind === 'hours' && n.warnings?.length);
    const far = row.notes.filter((n) => n.kind === 'pin_far');
    return [
      ...far.map((n) =>
        t('import.notes.pinFar', { town: n.town ?? '', km: (n.km ?? 0).toLocaleString(i18n.language) }),
      ),
      ...hours.map((n) =>
        t('import.notes.hoursRead', { column: n.column ?? '', words: hoursWords(n.warnings ?? []) }),
      ),
      defaulted.length ? t('import.notes.default', { fields: defaulted.join(', ') }) : '',
      rounded.length
        ? t('import.notes.rounded', { fields: rounded.join(', '), decimals: COORDINATE_DECIMALS })
        : '',
    ].filter(Boolean);
  };

  return { changeText, words, noteLines };
}
