import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Import, ImportRow } from '../contract/desk/import';
import { DEMO_ESHOP, type BrowserClient } from './stack';

// Helpers of the import tests: a fixture file uploaded as the browser's form would, the dry run's
// rows read back.

export const FIXTURES = join(import.meta.dirname, 'import-fixtures');
export const fixture = (name: string) => readFileSync(join(FIXTURES, name));

/** Uploads bytes as `name`; answers the BFF's answer as it is. */
export function upload(
  client: BrowserClient,
  name: string,
  bytes: Uint8Array | Blob,
  query: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  form.append('file', bytes instanceof Blob ? bytes : new Blob([bytes]), name);
  const params = new URLSearchParams({ eshopId: DEMO_ESHOP, ...query });
  return client.fetch(`/bff/imports?${params}`, { method: 'POST', body: form, headers });
}

/** Uploads a fixture and expects it read (201). */
export async function imported(
  client: BrowserClient,
  name: string,
  query: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const res = await upload(client, name, fixture(name), query, headers);
  expect(res.status, res.text).toBe(201);
  return res.data as Import;
}

/** Every row of the dry run, errors first. */
export async function rowsOf(client: BrowserClient, id: string, outcome = ''): Promise<ImportRow[]> {
  const res = await client.fetch(`/bff/imports/${id}/rows?size=500${outcome ? `&outcome=${outcome}` : ''}`);
  expect(res.status, res.text).toBe(200);
  return res.data.items as ImportRow[];
}
