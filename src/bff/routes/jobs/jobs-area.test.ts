import { beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '@/testing/expect-problem';
import { signedIn } from '@/testing/signed-in';
import { DEMO_ESHOP, type BrowserClient } from '@/testing/stack';
import { useStack } from '@/testing/use-stack';
import { newPlaceBody } from '@/sandbox/testing/test-sandbox';

// A selection made on the map: the matches of the filter inside an area (what the map showed, or a
// lasso), tested by the BFF against each place's pin when the preview or the job is made.

const stack = useStack();
const CITY = 'Mapov';

describe('selecting places inside an area of the map', () => {
  let staff: BrowserClient;
  beforeAll(async () => {
    staff = await signedIn(stack(), 'staff');
    const pins = [
      ['50.10', '14.40'],
      ['50.20', '14.50'],
      ['49.20', '16.60'],
    ];
    for (const [k, [latitude, longitude]] of pins.entries()) {
      const body = newPlaceBody({
        name: `${CITY} ${k + 1}`,
        location: { line1: `Hlavní ${k + 1}`, city: CITY, zipCode: '110 00', gps: { latitude, longitude } },
      });
      const res = await staff.fetch('/api/v1/pickup-place', { method: 'POST', json: body });
      expect(res.status, res.text).toBe(201);
    }
  });
  const preview = (selection: unknown) =>
    staff.fetch('/bff/jobs', {
      method: 'POST',
      json: { eshopId: DEMO_ESHOP, selection, action: { kind: 'storageTime', days: 9 }, dryRun: true },
    });

  it('takes the filter’s matches whose pins lie inside a rectangle or a free shape', async () => {
    const filter = { city: [CITY] };
    const aroundPrague = [
      [50, 14],
      [50, 15],
      [50.5, 15],
      [50.5, 14],
    ];
    const rect = await preview({ filter, area: aroundPrague });
    expect(rect.status, rect.text).toBe(200);
    expect(rect.data).toMatchObject({ selected: 2, changing: 2 });
    // a triangle whose diagonal leaves out the north-eastern pin
    const triangle = await preview({
      filter,
      area: [
        [50, 14],
        [50, 15],
        [50.25, 14],
      ],
    });
    expect(triangle.data.sample.map((s: { name: string }) => s.name)).toEqual([`${CITY} 1`]);
  });

  it('refuses an area of fewer than three corners, and one with nothing inside', async () => {
    const line = await preview({
      filter: {},
      area: [
        [50, 14],
        [51, 15],
      ],
    });
    expectProblem(line, 400, '/problems/validation-error');
    expect(line.data.properties.errors[0].field).toMatch(/^selection/);
    const sea = await preview({
      filter: {},
      area: [
        [0, 0],
        [0, 1],
        [1, 1],
      ],
    });
    expectProblem(sea, 400, '/problems/empty-selection');
  });
});
