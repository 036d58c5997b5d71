import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Job } from '@/contract/desk/bulk-jobs';
import type { Import } from '@/contract/desk/import';
import { DEMO_ESHOP } from './context';
import type { BrowserClient } from '@/testing/stack';
import { sleep } from './util';

// An import through the BFF's API as the benches run one: a CSV as Czech Excel writes it
// (semicolons, Czech headers; rows short enough that 100 000 fit the default 20 MiB), uploaded for
// its dry run, then applied and polled until its job ends.

const HEADER =
  'Kód;Název;Typ;Země;Ulice;Město;PSČ;Zeměpisná šířka;Zeměpisná délka;Telefon;E-mail;Úložní doba;Pondělí;Úterý;Středa;Čtvrtek;Pátek;Sobota;Neděle';
const row = (prefix: string, n: number) =>
  [`${prefix}-${n}`, `Výdejna ${n}`, n % 3 ? 'PARCEL_SHOP' : 'PARCEL_BOX', 'CZ', `Hlavní ${n % 200}`,
    'Třeboň', '379 01', `49,${String(n % 10_000).padStart(4, '0')}`, '14,7706', '+420384721111',
    `m${n}@ex.cz`, '7', '08:00-18:00', '08:00-18:00', '08:00-18:00', '08:00-18:00',
    '08:00-17:00', '09:00-12:00', ''].join(';'); // prettier-ignore

/** Writes a CSV of `rows` new places (codes `<prefix>-1`…) into `dir`; answers its path. */
export function csvFile(dir: string, prefix: string, rows: number) {
  const path = join(dir, `import-${prefix}-${rows}.csv`);
  const lines = [HEADER];
  for (let n = 1; n <= rows; n++) lines.push(row(prefix, n));
  writeFileSync(path, `\uFEFF${lines.join('\r\n')}\r\n`);
  return path;
}

/** Uploads a file for its dry run and reads the result's first page of rows; timed. */
export async function uploadImport(client: BrowserClient, path: string) {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(path)]), 'places.csv');
  const started = performance.now();
  const res = await client.fetch(`/bff/imports?eshopId=${DEMO_ESHOP}`, { method: 'POST', body: form });
  if (res.status !== 201) throw new Error(`the upload answered ${res.status}: ${res.text.slice(0, 200)}`);
  const page = await client.fetch(`/bff/imports/${res.data.id}/rows?size=50`);
  if (page.status !== 200) throw new Error(`the rows answered ${page.status}`);
  return { result: res.data as Import, elapsed: performance.now() - started };
}

/** Applies a dry-run import and waits for its job; answers the job and its places per second. */
export async function applyImport(client: BrowserClient, importId: string, { pollMs = 250 } = {}) {
  const started = performance.now();
  const applied = await client.fetch(`/bff/imports/${importId}/apply`, { method: 'POST' });
  if (applied.status !== 202)
    throw new Error(`apply answered ${applied.status}: ${applied.text.slice(0, 200)}`);
  let job: Job = applied.data;
  while (job.state === 'running') {
    await sleep(pollMs);
    job = (await client.fetch(`/bff/jobs/${job.id}`)).data;
  }
  return { job, rate: job.counts.done / ((performance.now() - started) / 1000) };
}
