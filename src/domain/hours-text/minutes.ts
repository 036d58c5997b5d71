import { TimeSchema } from '@/contract/opening-hours';

// Times of day as the contract writes them (src/contract/opening-hours.ts): HH:mm 00:00–23:59,
// `to` may also be 24:00. Shared by the reader of opening-hours text and the web's time fields.

export const MINUTES_PER_DAY = 24 * 60;

export const isTime = (s: string): boolean => TimeSchema.safeParse(s).success;
export const isEndTime = (s: string): boolean => s === '24:00' || isTime(s);
const pad2 = (n: number): string => String(n).padStart(2, '0');

/** HH:mm of minutes since midnight; 1440 is '24:00'. */
export function fromMinutes(minutes: number): string {
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}
