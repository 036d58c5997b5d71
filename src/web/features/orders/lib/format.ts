import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/web/shared/lib/i18n';

/** Dates, money and codes in the user's language, dates in the user's own time zone. */
export function useFormat() {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return {
    dateTime: (iso: string | undefined) =>
      iso
        ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
        : '—',
    date: (iso: string | undefined) =>
      iso
        ? new Intl.DateTimeFormat(locale, {
            dateStyle: 'medium',
            timeZone: iso.length === 10 ? 'UTC' : undefined,
          }).format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso))
        : '—',
    /** A number with the language's decimal separator and grouping ("4,8" in Czech). */
    number: (n: number | undefined) => (n === undefined ? '—' : new Intl.NumberFormat(locale).format(n)),
    money: (m: { amount: number; currency: string } | undefined) =>
      m ? new Intl.NumberFormat(locale, { style: 'currency', currency: m.currency }).format(m.amount) : '—',
    /** A translated enumeration value; unknown ones are shown readable rather than as codes. */
    code: (group: string, value: string | undefined) =>
      value
        ? t(`order.enum.${group}.${value}`, {
            defaultValue: value.charAt(0) + value.slice(1).toLowerCase().replace(/_/g, ' '),
          })
        : '—',
    language: (code: string | undefined) => {
      if (!code || code === 'undefined') return '—';
      try {
        return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
      } catch {
        return code;
      }
    },
  };
}
