import type { PublicHoliday } from '@/web/shared/lib/opening-hours/hours-holidays-type';

// Messages between the editor and the holidays worker.

export type HolidaysAsk = { id: number; country: string; state?: string; from: string; lang: string };
export type HolidaysAnswer = {
  id: number;
  known: boolean;
  /** The library's code of the state asked, when it knows it. */
  state?: string;
  holidays: PublicHoliday[];
};
