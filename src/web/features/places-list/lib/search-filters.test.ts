import { describe, expect, it } from 'vitest';
import {
  filterCount,
  filterQuery,
  isSearching,
  parseSearchFilters,
  searchFilterParams,
  searchSort,
} from './search-filters';

const parse = (query: string) => parseSearchFilters(new URLSearchParams(query));

/** The address parameters written for a state, read back: what a reload shows. */
const roundTrip = (query: string) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(searchFilterParams(parse(query)))) {
    if (Array.isArray(value)) value.forEach((v) => params.append(key, v));
    else if (value !== null) params.set(key, value);
  }
  return params;
};

describe('the search and filters in the address', () => {
  it('is no search at all when the address has none', () => {
    expect(parse('page=2&sort=name,desc')).toEqual({ q: '' });
    expect(isSearching(parse(''))).toBe(false);
    expect(filterCount(parse('q=brno'))).toBe(0);
    expect(isSearching(parse('q=brno'))).toBe(true);
    expect(isSearching(parse('flag=noImage'))).toBe(true);
  });

  it('reads every filter, repeated or comma-separated', () => {
    expect(
      parse(
        'q=+plzen+&type=PARCEL_BOX,PARCEL_SHOP&carrier=PPL&carrier=DPD&country=CZ&city=Plze%C5%88&city=Brno' +
          '&image=without&openNow=true&closedOn=2026-12-24&exceptionWithinDays=14&flag=noImage&flag=badPhone',
      ),
    ).toEqual({
      q: 'plzen',
      type: ['PARCEL_BOX', 'PARCEL_SHOP'],
      carrier: ['PPL', 'DPD'],
      country: ['CZ'],
      city: ['Plzeň', 'Brno'],
      image: 'without',
      openNow: 'true',
      closedOn: '2026-12-24',
      exceptionWithinDays: 14,
      flag: ['noImage', 'badPhone'],
    });
  });

  it('drops unknown values of a hand-edited address and keeps the known ones', () => {
    expect(
      parse(
        'type=boat,PARCEL_BOX&carrier=no%20pe&country=cz&image=maybe&openNow=yes&closedOn=2026-13-45' +
          '&exceptionWithinDays=-3&flag=noImage&flag=shiny&flag=noImage&city=%20%20',
      ),
    ).toEqual({ q: '', type: ['PARCEL_BOX'], flag: ['noImage'] });
    expect(parse('exceptionWithinDays=9999').exceptionWithinDays).toBeUndefined();
    expect(parse('exceptionWithinDays=abc').exceptionWithinDays).toBeUndefined();
    expect(parse(`q=${'x'.repeat(500)}`).q).toHaveLength(200);
  });

  it('keeps a type, carrier or country code the documents do not list (issue 42: the filters offer them)', () => {
    expect(parse('type=PICKUP_LOCKER,PARCEL_BOX&carrier=ALZABOX&country=QO&flag=NEW_FLAG')).toEqual({
      q: '',
      type: ['PICKUP_LOCKER', 'PARCEL_BOX'],
      carrier: ['ALZABOX'],
      country: ['QO'],
    });
  });

  it('writes back what it reads, and removes what is unset', () => {
    const query = 'q=brno&type=PARCEL_BOX&city=Brno&openNow=false&exceptionWithinDays=0&flag=noImage';
    expect(parse(roundTrip(query).toString())).toEqual(parse(query));
    expect(searchFilterParams({ q: '' })).toEqual({
      q: null,
      type: null,
      carrier: null,
      country: null,
      city: null,
      image: null,
      openNow: null,
      closedOn: null,
      exceptionWithinDays: null,
      flag: null,
    });
    expect(searchFilterParams({ q: '', type: [] }).type).toBeNull();
  });

  it('asks the BFF with the e-shop and only the filters that are set', () => {
    expect(
      filterQuery('e1', parse('q=plzen&flag=noImage&flag=badEmail&exceptionWithinDays=7')).toString(),
    ).toBe('eshopId=e1&q=plzen&exceptionWithinDays=7&flag=noImage&flag=badEmail');
  });
});

describe("the search's order for the table's", () => {
  it('takes the first column the search can sort by, else the default', () => {
    expect(searchSort([])).toBeUndefined();
    expect(searchSort([{ property: 'location.city', desc: true }])).toBe('city,desc');
    expect(
      searchSort([
        { property: 'storageTimeInDays', desc: false },
        { property: 'name', desc: false },
      ]),
    ).toBe('name,asc');
    expect(searchSort([{ property: 'storageTimeInDays', desc: true }])).toBeUndefined();
  });
});
