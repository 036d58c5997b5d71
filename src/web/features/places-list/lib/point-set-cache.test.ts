import { describe, expect, it } from 'vitest';
import { buildPointSet } from './cluster-index';
import { pointSetCache } from './point-set-cache';

const set = () =>
  buildPointSet({
    ids: ['a'],
    lat: [50.08],
    lng: [14.42],
    type: ['PARCEL_SHOP'],
    carrier: ['DPD'],
    name: ['A'],
  });
const summary = { count: 1, extent: undefined, otherTypes: false };

describe('the cluster worker’s point sets', () => {
  it('keeps a set for an answer with the ETag it was built from, not for another or none', () => {
    const cache = pointSetCache(4);
    cache.keep('e1', '"v1"', set(), summary);
    expect(cache.unchanged('e1', '"v1"')).toEqual(summary);
    expect(cache.unchanged('e1', '"v2"')).toBeUndefined();
    expect(cache.unchanged('e1', null)).toBeUndefined();
    expect(cache.unchanged('e2', '"v1"')).toBeUndefined();
  });

  it('never reuses a set built from an answer without an ETag', () => {
    const cache = pointSetCache(4);
    cache.keep('e1', null, set(), summary);
    expect(cache.unchanged('e1', null)).toBeUndefined();
    expect(cache.get('e1')).toBeDefined();
  });

  it('holds the most recent few, a set asked for again counting as the newest', () => {
    const cache = pointSetCache(2);
    cache.keep('a', '"1"', set(), summary);
    cache.keep('b', '"1"', set(), summary);
    cache.keep('a', '"2"', set(), summary);
    cache.keep('c', '"1"', set(), summary);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.unchanged('a', '"2"')).toEqual(summary);
  });
});
