/// <reference lib="webworker" />
import { knowsCountry, publicHolidays, stateCode } from '@/web/shared/lib/opening-hours/hours-holidays';
import type { HolidaysAnswer, HolidaysAsk } from './holidays-protocol';

// date-holidays in a worker of its own: its CommonJS dependencies would otherwise add the bundler's
// interop helpers to the runtime chunk that the first script shares (over its 150 KiB), and its
// data (1.7 MB raw) is parsed off the main thread.

self.onmessage = (event: MessageEvent<HolidaysAsk>) => {
  const { id, country, state, from, lang } = event.data;
  const known = knowsCountry(country);
  const answer: HolidaysAnswer = {
    id,
    known,
    state: known ? stateCode(country, state) : undefined,
    holidays: publicHolidays(country, from, lang, { state }),
  };
  self.postMessage(answer);
};
