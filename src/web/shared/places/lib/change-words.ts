import type { TFunction } from 'i18next';
import { ENGLISH_CHANGE_WORDS, type ChangeWords } from '@/domain/words/change-text';
import { DAYS } from '@/contract/opening-hours';
import { EDITABLE_FIELDS } from '@/contract/desk/place-fields';
import { wordEnum } from '@/web/shared/lib/enum-words';

/** The words of a change's description (preview, history) in the user's language. */
export function changeWords(t: TFunction): ChangeWords {
  return {
    days: Object.fromEntries(DAYS.map((d) => [d, t(`bulk.days.${d}`)])) as ChangeWords['days'],
    closed: t('bulk.closed'),
    fields: Object.fromEntries(
      EDITABLE_FIELDS.map((f) => [
        f,
        t(`bulk.fields.${f}`, { defaultValue: ENGLISH_CHANGE_WORDS.fields[f] }),
      ]),
    ) as ChangeWords['fields'],
    storageDays: (n) => t('bulk.storageDays', { count: n }),
    // A value this version does not know (issue 42) is humanised and said to be unknown, in words,
    // since a history line is text.
    enumValue: (field, value) => {
      const w = wordEnum(field, value, t);
      return w.known ? w.label : `${w.label} (${t('enumValue.unknownShort')})`;
    },
    none: '—',
  };
}
