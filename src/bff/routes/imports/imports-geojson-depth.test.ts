import { beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '@/testing/expect-problem';
import { imported, upload } from '@/testing/imports';
import { signedIn } from '@/testing/signed-in';
import type { BrowserClient } from '@/testing/stack';
import { useStack } from '@/testing/use-stack';

// A GeoJSON file nested far deeper than any place needs (a few KB of brackets) is refused as not
// GeoJSON before anything walks it, instead of overflowing the stack into a 500.

const stack = useStack();

const point = (properties: string) =>
  `{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[14.4,50.1]},"properties":${properties}}]}`;

describe('GeoJSON nesting', () => {
  let staff: BrowserClient;
  beforeAll(async () => {
    staff = await signedIn(stack(), 'staff');
  });

  it.each([
    ['arrays in a property', `{"name":${'['.repeat(5000)}${']'.repeat(5000)}}`],
    ['objects in a property', `{"name":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`],
    ['arrays as the properties', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ])('refuses %s nested 5000 deep as not GeoJSON', async (_what, properties) => {
    const res = await upload(staff, 'deep.geojson', Buffer.from(point(properties)));
    expectProblem(res, 400, '/problems/import-file');
    expect(res.data.properties.reason).toBe('not_geojson');
  });

  it('still reads brackets inside strings and a place’s own nesting', async () => {
    const name = JSON.stringify(`Sklad ${'[{'.repeat(100)}`);
    const week = '{"regular":{"monday":[{"from":"08:00","to":"17:00"}]},"exceptions":[]}';
    const res = await upload(
      staff,
      'strings.geojson',
      Buffer.from(point(`{"name":${name},"openingHours":${week}}`)),
    );
    expect(res.status, res.text).toBe(201);
    await imported(staff, 'places.geojson');
  });
});
