import type { HolidaysAnswer, HolidaysAsk } from './holidays-protocol';

// The page's side of the holidays worker: started on the first question, answers matched by id.

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, (answer: HolidaysAnswer) => void>();

function ensureWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./holidays.worker.ts', import.meta.url), { type: 'module' });
  created.onmessage = (event: MessageEvent<HolidaysAnswer>) => {
    pending.get(event.data.id)?.(event.data);
    pending.delete(event.data.id);
  };
  created.onerror = (event) => {
    // No holidays rather than a broken editor; the next question starts a new worker.
    event.preventDefault();
    worker = undefined;
    created.terminate();
    for (const [id, resolve] of pending) resolve({ id, known: false, holidays: [] });
    pending.clear();
  };
  return (worker = created);
}

/** The public holidays from a date for a year, of a country (and state), in a language. */
export function askHolidays(ask: Omit<HolidaysAsk, 'id'>): Promise<HolidaysAnswer> {
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    ensureWorker().postMessage({ ...ask, id });
  });
}
