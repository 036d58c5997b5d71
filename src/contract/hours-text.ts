import { z } from 'zod';

// What the one reader of opening-hours text (src/domain/hours-text) says about a value beyond its
// week: the editor shows it under the text, the import's dry run beside the row (issue 43). The
// words are the readers' (src/domain/words/hours-text-words.ts), in the screen's language; the
// `detail` is data for them (a comment's text, `count|date`, `So|Sa|cs`), never shown raw.

export const HOURS_TEXT_WARNING_CODES = [
  'varies', // rules by week number, month or date on many dates: the grid holds one week
  'dates', // rules by date on a few dates: they become exceptions, for the coming year only
  'variable_times', // sunrise, sunset, dawn, dusk
  'school_holidays',
  'unknown', // "unknown" state, a fallback rule (`||`), open end: not kept as open hours
  'uncertain', // an open end (`17:00+`): kept as hours until the package's guess of the end
  'comment', // a comment on open hours ("by appointment"): the hours are kept, the comment is not
  'day_names', // an ambiguous day name read in the reader's language (`So|Sa|cs`)
  'checker', // a hint of the syntax checker (its raw text in detail: for the words, never shown)
  'read_as', // the text as the package read it, when it was written loosely (the checker hinted)
] as const;

export const HoursTextWarningSchema = z.object({
  code: z.enum(HOURS_TEXT_WARNING_CODES),
  detail: z.string().max(2000).optional(),
});
export type HoursTextWarning = z.infer<typeof HoursTextWarningSchema>;
