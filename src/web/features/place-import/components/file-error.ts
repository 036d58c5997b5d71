import { ImportFilePropertiesSchema } from '@/contract/desk/problem-properties';
import { problemProperties } from '@/web/shared/lib/problem-properties';

/** The file's problem in the user's words (a reason code of the BFF), or the error's own. */
export function fileError(error: Error, t: (key: string, o?: Record<string, unknown>) => string) {
  const props = problemProperties(error, ImportFilePropertiesSchema);
  return props
    ? t(`import.fileReasons.${props.reason}`, { row: props.row, limit: props.limit })
    : error.message;
}
