import { describe, expect, it } from 'vitest';
import { resolveEshop } from '@/web/shared/lib/use-eshop';
import { listParams, mapViewParams, pageToShowInstead, parseListState } from './list-state';

const parse = (query: string) => parseListState(new URLSearchParams(query));

describe('the places screen state in the address', () => {
  it('reads page, size, sort and view, with defaults for anything missing or wrong', () => {
    expect(parse('')).toEqual({ page: 0, size: 20, sort: [], view: 'table', map: undefined });
    expect(parse('page=3&size=50&sort=name,desc&sort=location.city,asc&view=map')).toMatchObject({
      page: 2,
      size: 50,
      sort: [
        { property: 'name', desc: true },
        { property: 'location.city', desc: false },
      ],
      view: 'map',
    });
    expect(parse('page=-4&size=33')).toMatchObject({ page: 0, size: 20 });
  });

  it("keeps the map's centre and zoom, and ignores ones that cannot be", () => {
    expect(parse('view=map&center=50.08750,14.42130&zoom=12').map).toEqual({
      center: [50.0875, 14.4213],
      zoom: 12,
    });
    for (const bad of [
      'center=50,14',
      'zoom=12',
      'center=95,14&zoom=3',
      'center=a,b&zoom=3',
      'center=50,14&zoom=1.5',
    ])
      expect(parse(`view=map&${bad}`).map, bad).toBeUndefined();
  });

  it('writes the map view back as it reads it', () => {
    const params = new URLSearchParams(mapViewParams({ center: [49.1951234, 16.6068], zoom: 13 }));
    expect(params.get('center')).toBe('49.19512,16.60680');
    expect(parseListState(params).map).toEqual({ center: [49.19512, 16.6068], zoom: 13 });
  });

  it('gives the prefetch and the screen the same list query parameters', () => {
    const state = parse('page=2&size=10&sort=name,desc');
    expect(listParams(state, 'e1')).toEqual({ eshopId: 'e1', page: 1, size: 10, sort: ['name,desc'] });
  });
});

describe('the e-shop worked on', () => {
  const eshops = [{ id: 'cz' }, { id: 'sk' }];
  it("is the address's, else the remembered one, else the first; never one the installation lacks", () => {
    expect(resolveEshop(eshops, 'sk', 'cz')).toBe('sk');
    expect(resolveEshop(eshops, null, 'sk')).toBe('sk');
    expect(resolveEshop(eshops, 'gone', 'also-gone')).toBe('cz');
    expect(resolveEshop([], 'sk', null)).toBeUndefined();
  });
});

describe('a page with no place to show', () => {
  it('moves a stale address to the last page that has places', () => {
    expect(pageToShowInstead(98, 20, 31, 0)).toBe(1);
    expect(pageToShowInstead(5, 20, 3, 0)).toBe(0);
  });

  it('moves to the page before once the last row of the last page is gone', () => {
    // 31 places, the 31st (alone on page 2 of 30) deleted: 30 remain, all on page 1.
    expect(pageToShowInstead(1, 30, 30, 0)).toBe(0);
  });

  it('goes to the first page when nothing is left, where "no places yet" is true', () => {
    expect(pageToShowInstead(3, 20, 0, 0)).toBe(0);
  });

  it('stays on a page that shows places, on the first page, and on a page that exists', () => {
    expect(pageToShowInstead(1, 20, 31, 11)).toBeUndefined();
    expect(pageToShowInstead(0, 20, 0, 0)).toBeUndefined();
    // Still loading its places, or the count not yet lowered: the page may have places.
    expect(pageToShowInstead(1, 20, 31, 0)).toBeUndefined();
  });
});
