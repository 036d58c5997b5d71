import fc from 'fast-check';
import { expect } from 'vitest';
import { placesIn, startJob, waitForJob } from '../bulk-jobs';
import { imported } from '../imports';
import { DEMO_ESHOP, type BrowserClient } from '../stack';
import { resolve, validArbitrary, type Hints } from './json-schema-arbitrary';
import { mostly } from './fuzz-suite';
import { listOperations } from './operations';
import { placeHints } from './place-hints';

// Real resources for the paths valid only in a state random inputs do not reach (issue 49): a
// finished job, an uploaded import, a place's history entries and deleted places. Each group of
// paths gets its own `id`, mostly one of these, sometimes a random one (which must earn a 404).

const PLACES = '/api/v1/pickup-place';

async function deleted(client: BrowserClient, ids: string[]) {
  for (const id of ids) {
    const current = await client.fetch(`${PLACES}/${id}`);
    const gone = await client.fetch(`${PLACES}/${id}`, {
      method: 'DELETE',
      headers: { 'if-match': current.headers.get('etag')! },
    });
    expect(gone.status, gone.text).toBe(204);
  }
  return ids;
}

/** A place whose name was changed once: a history entry no job or import touches again. */
async function renamed(client: BrowserClient) {
  const [id] = await placesIn(client, 'Fuzzov přejmenovaný', 1);
  const current = await client.fetch(`${PLACES}/${id}`);
  const changed = await client.fetch(`${PLACES}/${id}`, {
    method: 'PATCH',
    headers: { 'if-match': current.headers.get('etag')! },
    json: { name: 'Fuzzov přejmenovaný znovu' },
  });
  expect(changed.status, changed.text).toBe(200);
  const history = await client.fetch(`/bff/places/${id}/history`);
  expect(history.status, history.text).toBe(200);
  return { id: id!, entries: (history.data.items as { id: string }[]).map((e) => e.id) };
}

/**
 * A job's action: half of them generated from the document, whose dates and ranges the refinements
 * mostly refuse, half valid by hand, so that previews and starts do succeed.
 */
function jobActions(document: unknown, fromPlaceId: string) {
  const start = listOperations(document).find((o) => o.method === 'POST' && o.path === '/bff/jobs');
  const body = resolve(start!.body!.schema, { root: document });
  const schema = (body.properties as Record<string, Record<string, unknown>>).action!;
  const range = { from: '2099-06-01', to: '2099-06-02' };
  // The hand-made ones first: fc.oneof leans towards its first arbitrary.
  return fc.oneof(
    fc.constantFrom(
      { kind: 'storageTime', days: 7 },
      { kind: 'copyWeeklyHours', fromPlaceId },
      { kind: 'weeklyHours', regular: { monday: [{ from: '08:00', to: '17:00' }] } },
      { kind: 'weeklyHours', days: { saturday: [{ from: '09:00', to: '12:00' }] } },
      { kind: 'setFields', fields: { note: 'fuzz' } },
      { kind: 'closeTemporarily', ...range, reason: 'fuzz' },
      { kind: 'reopen', ...range, reason: 'fuzz' },
      { kind: 'specialHours', ...range, hours: [{ from: '09:00', to: '12:00' }] },
    ),
    validArbitrary(schema, { root: document, hints: placeHints }),
  );
}

/** Hints per group of paths, made through the BFF as `client` (staff): the resources exist. */
export async function statefulHints(client: BrowserClient, document: unknown) {
  const places = await placesIn(client, 'Fuzzov', 3);
  const job = await startJob(client, {
    selection: { ids: places },
    action: { kind: 'storageTime', days: 9 },
  });
  await waitForJob(client, job.id);
  const edited = await renamed(client);
  const removed = await deleted(client, await placesIn(client, 'Fuzzov smazaný', 3));
  const upload = await imported(client, 'ordinary-cz.csv');
  const eshopId = mostly([DEMO_ESHOP]);
  return {
    jobs: {
      eshopId,
      id: mostly([job.id]),
      // The list's cursor: a job's id (a random one names no job: a 400 naming `before`).
      before: mostly([job.id]),
      // A selection of places that are there: random ids select none (a 400 naming `selection`).
      ids: fc.subarray(places, { minLength: 1 }),
      action: jobActions(document, places[1]!),
      dryRun: fc.boolean(),
    } satisfies Hints,
    // The dry run's own mapping: its length is the file's column count, which no schema states.
    imports: { eshopId, id: mostly([upload.id]), mapping: fc.constant(upload.mapping) } satisfies Hints,
    revert: { id: mostly([edited.id]), entryId: mostly(edited.entries) } satisfies Hints,
    restore: { id: mostly(removed) } satisfies Hints,
  };
}
