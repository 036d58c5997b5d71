import { useState } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@/domain/words/messages';
import { ApiError } from '@/web/shared/lib/api-client';
import { errorLabel, errorTarget, inPageOrder } from '../lib/error-summary';
import { fieldId } from '../lib/field-ids';
import { flattenErrors, formFieldOf, type PlaceFormValues } from '../lib/place-form-model';

/**
 * What the editor says went wrong: the form's one message, the list of what needs attention after a
 * refused save (kept up to date until all is fixed), and where each error sends the focus.
 */
export function useEditorErrors(form: UseFormReturn<PlaceFormValues>, lang: Locale) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const [showSummary, setShowSummary] = useState(false);

  const labelOf = (path: string) => errorLabel(path, form.getValues('exceptions'), t, lang);

  const focusField = (path: string) => {
    const element = document.getElementById(fieldId(errorTarget(path, form.getValues('exceptions'))));
    if (!element) return;
    element.focus({ preventScroll: true });
    // Centred: never under the sticky save bar nor the app bar.
    element.scrollIntoView({ block: 'center' });
  };

  /** After a refused save: the first field in error, in the page's order, gets the focus. */
  const focusFirstError = (errors: FieldErrors<PlaceFormValues>) => {
    const first = inPageOrder(flattenErrors(errors))[0];
    if (first) focusField(first.path);
  };

  /** Server-side field errors go onto the fields they name; the rest into one message. */
  const showError = (error: unknown) => {
    if (error instanceof ApiError && error.fieldErrors.length) {
      for (const e of error.fieldErrors) {
        const path = formFieldOf(e.field);
        // The contract reports an overlap on the whole interval: the form shows it on its start.
        const onField = /^(regular\.\w+|exceptions\.\d+\.hours)\.\d+$/.test(path) ? `${path}.from` : path;
        form.setError(onField as never, { message: e.message });
      }
      setFormError(`${error.title}: ${error.message}`);
      setShowSummary(true);
      focusFirstError(form.formState.errors);
    } else
      setFormError(
        error instanceof ApiError
          ? `${error.title}: ${error.message}`
          : error instanceof Error
            ? error.message
            : String(error),
      );
  };

  return {
    formError,
    clearFormError: () => setFormError(null),
    /** A save starts: nothing said yet. */
    clear: () => {
      setFormError(null);
      setShowSummary(false);
    },
    /** The form's own rules refused the save. */
    showInvalid: (errors: FieldErrors<PlaceFormValues>) => {
      setFormError(null);
      setShowSummary(true);
      focusFirstError(errors);
    },
    showError,
    errorList: showSummary ? inPageOrder(flattenErrors(form.formState.errors)) : [],
    labelOf,
    focusField,
  };
}
