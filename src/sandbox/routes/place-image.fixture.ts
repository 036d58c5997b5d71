import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { SandboxOptions } from '../config';
import { DEMO_KEY, newPlaceBody, useTestSandbox } from '../testing/test-sandbox';

// What the image upload tests (place-image*.test.ts) share: a sandbox of their own, calls to the
// place API, and a look at the files the upload left in the data folder (stored or temporary).

export const PLACES = '/api/v1/pickup-place';

/** The FileInfo answer of an upload (spec 000, 4 uploadPickupPlaceImage). */
export interface FileInfo {
  id: string;
  path: string;
  url: string;
  mediaLink: string;
  contentType: string;
  size: number;
  created: string;
  updated: string;
}

/** Starts a sandbox for the enclosing describe and returns the helpers that work against it. */
export function imageSandbox(overrides: Partial<SandboxOptions> = {}) {
  const sandbox = useTestSandbox(overrides);

  const call = (path: string, init: RequestInit = {}, key: string | null = DEMO_KEY) =>
    fetch(`${sandbox().url}${path}`, {
      ...init,
      headers: {
        ...(key ? { 'X-API-Key': key } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });

  async function createPlace(key = DEMO_KEY, overrides: Record<string, unknown> = {}): Promise<string> {
    const res = await call(
      PLACES,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(newPlaceBody(overrides)),
      },
      key,
    );
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  }

  const upload = (id: string, form: FormData, key: string | null = DEMO_KEY) =>
    call(`${PLACES}/${id}/image`, { method: 'POST', body: form }, key);

  const getPlace = async (id: string) => {
    const res = await call(`${PLACES}/${id}`);
    expect(res.status).toBe(200);
    return (await res.json()) as { id: string; image?: string };
  };

  /** Every file under <dataDir>/files/<sub>, recursively (none when the folder does not exist). */
  async function filesUnder(sub: string): Promise<string[]> {
    try {
      const entries = await readdir(join(sandbox().dataDir, 'files', sub), {
        recursive: true,
        withFileTypes: true,
      });
      return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw e;
    }
  }

  /** Files under <dataDir>/files/<sub> that were not in `before`. */
  const newFiles = async (sub: string, before: string[]) =>
    (await filesUnder(sub)).filter((f) => !before.includes(f));

  return { sandbox, call, createPlace, upload, getPlace, filesUnder, newFiles };
}
