/** A public holiday: its date (YYYY-MM-DD) and its name in the asked language. */
export type PublicHoliday = { date: string; name: string };
