import { beforeAll, describe, expect, it } from 'vitest';
import type { Import } from '@/contract/desk/import';
import { waitForJob } from '@/testing/bulk-jobs';
import { fixture, rowsOf, upload } from '@/testing/imports';
import { signedIn } from '@/testing/signed-in';
import { EMPTY_ESHOP, type BrowserClient } from '@/testing/stack';
import { useStack } from '@/testing/use-stack';

// The import's warning per row (issue 46), through the BFF's HTTP routes and the embedded
// gazetteer: "Praha" with a pin in Brno is warned of, by the town and the distance; a pin in its
// own town and an address of a village the gazetteer does not know are not. A warning: the row is
// still a creation.

const stack = useStack();

describe('an import whose pin is far from its address', () => {
  let staff: BrowserClient;
  beforeAll(async () => {
    staff = await signedIn(stack(), 'staff');
  });

  const dryRun = async (csv: string) => {
    const res = await upload(staff, 'pin-far.csv', new TextEncoder().encode(csv), { eshopId: EMPTY_ESHOP });
    expect(res.status, res.text).toBe(201);
    return res.data as Import;
  };
  const pinFarNotes = async (result: Import) =>
    (await rowsOf(staff, result.id)).map((r) => r.notes.filter((n) => n.kind === 'pin_far'));

  it('warns of that row alone, with the town and the distance, and still creates it', async () => {
    const result = await dryRun(fixture('pin-far.csv').toString('utf8'));
    const rows = await rowsOf(staff, result.id);
    expect(rows.flatMap((r) => r.errors)).toEqual([]);
    expect(result.counts).toMatchObject({ total: 3, create: 3, error: 0, pinFar: 1 });
    const far = rows.map((r) => r.notes.filter((n) => n.kind === 'pin_far'));
    expect(far[0]).toEqual([]);
    expect(far[1]).toEqual([
      {
        kind: 'pin_far',
        target: 'latitude',
        column: 'Zeměpisná šířka',
        town: 'Praha',
        km: expect.any(Number),
      },
    ]);
    // Brno is about 185 km from Prague.
    expect(far[1]![0]!.km).toBeGreaterThan(170);
    expect(far[1]![0]!.km).toBeLessThan(200);
    expect(far[2]).toEqual([]);
  });

  it('warns of an update that moves the pin away, not of one that leaves the pin alone', async () => {
    const csv = fixture('pin-far.csv').toString('utf8');
    const created = await dryRun(csv);
    const res = await staff.fetch(`/bff/imports/${created.id}/apply`, { method: 'POST' });
    expect(res.status, res.text).toBe(202);
    expect((await waitForJob(staff, res.data.id)).counts).toMatchObject({ failed: 0 });

    // Třeboň's pin moved to Ostrava; the far Praha row renamed only.
    const moved = csv
      .replace('49,0036;14,7706', '49,8209;18,2625')
      .replace('Výdejna Vodičkova', 'Výdejna Vodičkova 12');
    const again = await dryRun(moved);
    expect(again.counts).toMatchObject({ update: 2, unchanged: 1, pinFar: 1 });
    const notes = await pinFarNotes(again);
    expect(notes[0]).toEqual([expect.objectContaining({ kind: 'pin_far', town: 'Třeboň' })]);
    expect(notes[1]).toEqual([]);
  });
});
