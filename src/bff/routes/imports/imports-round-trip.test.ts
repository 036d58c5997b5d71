import { describe, expect, it } from 'vitest';
import { waitForJob } from '@/testing/bulk-jobs';
import { upload } from '@/testing/imports';
import { signedIn } from '@/testing/signed-in';
import { DEMO_ESHOP, EMPTY_ESHOP } from '@/testing/stack';
import { useStack } from '@/testing/use-stack';

// What the export writes imports back unchanged: every place of the demo e-shop (its seeded places
// and 1 000 synthetic ones) exported, imported into the empty demo e-shop and exported again gives
// the same file apart from the ids, the e-shop and what the platform sets itself.

const stack = useStack({ sandbox: { seedPlaces: 1000 } });

/**
 * The file's records without the columns the import cannot set: id and eshopId; carrier and
 * origin, which the platform gives every place created through the API (PERSONAL_PICKUP, API_USER;
 * spec 000 has no field for them in a create); zoneId, which it derives from the pin (the seed
 * gives some places near Bratislava Europe/Bratislava where the pin says Vienna's zone). Sorted:
 * places of one name may come in any order.
 */
const records = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const cells = line.split(';');
      return [cells[2], ...cells.slice(5, 8), ...cells.slice(9)].join(';');
    })
    .sort();

describe('import round trip', () => {
  it('imports an export into another e-shop unchanged', { timeout: 120_000 }, async () => {
    const staff = await signedIn(stack(), 'staff');
    const exportOf = async (eshopId: string) => {
      const res = await staff.fetch(`/bff/places/export.csv?eshopId=${eshopId}&separator=semicolon`);
      expect(res.status).toBe(200);
      return res.text;
    };
    const original = await exportOf(DEMO_ESHOP);
    const count = records(original).length - 1;
    expect(count).toBeGreaterThanOrEqual(1000);
    const res = await upload(staff, 'export.csv', new TextEncoder().encode(original), {
      eshopId: EMPTY_ESHOP,
    });
    expect(res.status, res.text).toBe(201);
    // Ids of another e-shop's places: the id column is left out, the origin ids match nothing here.
    expect(res.data.counts.error).toBe(count);
    const mapping = res.data.mapping.map((t: string | null) => (t === 'id' ? null : t));
    const put = await staff.fetch(`/bff/imports/${res.data.id}/mapping`, {
      method: 'PUT',
      json: { mapping },
    });
    expect(put.data.counts).toMatchObject({ total: count, create: count, error: 0 });
    const applied = await staff.fetch(`/bff/imports/${res.data.id}/apply`, { method: 'POST' });
    const job = await waitForJob(staff, applied.data.id, undefined, 100_000);
    expect(job.counts).toMatchObject({ done: count, failed: 0 });
    expect(records(await exportOf(EMPTY_ESHOP))).toEqual(records(original));
  });
});
