import type { Language } from '@/contract/languages';
import i18n, {
  changeLanguage,
  i18nReady,
  loadHoursTexts,
  loadImportTexts,
  loadOrderTexts,
} from '@/web/shared/lib/i18n';

/**
 * Switches the app's i18next to `language` with every catalogue in (the screens load theirs with
 * their chunk: the hours', the import dialog's and the order screen's texts), so a component
 * rendered alone finds its words as it would in the app.
 */
export async function speak(language: Language) {
  await i18nReady;
  await Promise.all([loadHoursTexts(), loadImportTexts(), loadOrderTexts()]);
  await changeLanguage(language);
  if (i18n.language !== language) throw new Error(`i18next is in ${i18n.language}, not ${language}`);
}
