import { ApiError } from '@/web/shared/lib/api-client';

/** The file's problem in the user's words (a reason code of the BFF), or the error's own. */
export function fileError(error: Error, t: (key: string, o?: Record<string, unknown>) => string) {
  const props = error instanceof ApiError ? (error.problem.properties as Record<string, unknown>) : undefined;
  const reason = typeof props?.reason === 'string' ? props.reason : '';
  return reason ? t(`import.fileReasons.${reason}`, { row: props?.row, limit: props?.limit }) : error.message;
}
