// @vitest-environment happy-dom
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { samplePlace } from '@/testing/fixtures/places';
import { createQueryClient } from '@/web/shared/lib/query-client';
import { placeKeys, type PlaceWithEtag } from '@/web/shared/places/api/place-queries';
import { useChangedElsewhere } from './use-changed-elsewhere';

// The open editor's re-reading of its place: the BFF is faked at fetch, its answer carrying the
// place's version as an ETag; a short interval stands for the editor's 10 s.

const PLACE = samplePlace();
const SOON = { timeout: 5_000 };

const clients: QueryClient[] = [];
afterEach(() => {
  // Unmounted and cleared before fetch is given back: no re-read outlives its test.
  cleanup();
  clients.splice(0).forEach((client) => client.clear());
  vi.unstubAllGlobals();
});

/** The BFF's copy: the version it answers with, counting the re-reads. */
function fakePlace(version: string, name = PLACE.name) {
  const reads = { count: 0 };
  vi.stubGlobal('fetch', async () => {
    reads.count++;
    return new Response(JSON.stringify({ ...PLACE, name }), {
      status: 200,
      headers: { 'content-type': 'application/json', etag: version },
    });
  });
  return reads;
}

function watch(dirty: boolean) {
  const client = createQueryClient();
  clients.push(client);
  // What the editor was opened with, as the edit route left it in the cache.
  client.setQueryData<PlaceWithEtag>(placeKeys.detail(PLACE.id), { place: PLACE, etag: '"v1"' });
  const take = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => useChangedElsewhere({ placeId: PLACE.id, etag: '"v1"', dirty, busy: false, take, intervalMs: 30 }),
    { wrapper },
  );
  return { hook, take };
}

describe('useChangedElsewhere', () => {
  it('does nothing while the place is as the form has it', async () => {
    const reads = fakePlace('"v1"');
    const { hook, take } = watch(true);
    await waitFor(() => expect(reads.count).toBeGreaterThanOrEqual(3), SOON);
    expect(hook.result.current).toBe(false);
    expect(take).not.toHaveBeenCalled();
  });

  it('takes a newer version quietly into a form with nothing unsaved', async () => {
    fakePlace('"v2"', 'Renamed elsewhere');
    const { hook, take } = watch(false);
    await waitFor(() => expect(take).toHaveBeenCalled(), SOON);
    expect(take.mock.calls[0]![0]).toMatchObject({ etag: '"v2"', place: { name: 'Renamed elsewhere' } });
    expect(hook.result.current).toBe(false);
  });

  it('warns, and takes nothing, when the form has unsaved changes', async () => {
    fakePlace('"v2"');
    const { hook, take } = watch(true);
    await waitFor(() => expect(hook.result.current).toBe(true), SOON);
    expect(take).not.toHaveBeenCalled();
  });
});
