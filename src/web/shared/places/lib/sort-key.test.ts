import { describe, expect, it } from 'vitest';
import { columnSort } from './sort-key';

describe('columnSort', () => {
  it('shows no direction on a column the list is not sorted by', () => {
    expect(columnSort([{ property: 'name', desc: false }], 'type')).toEqual({
      direction: undefined,
      rank: undefined,
    });
  });

  it('shows the direction of a single key, without a rank', () => {
    expect(columnSort([{ property: 'name', desc: true }], 'name')).toEqual({
      direction: 'desc',
      rank: undefined,
    });
  });

  it('ranks the keys when the list is sorted by several', () => {
    const sort = [
      { property: 'location.city', desc: true },
      { property: 'name', desc: false },
    ];
    expect(columnSort(sort, 'location.city')).toEqual({ direction: 'desc', rank: 1 });
    expect(columnSort(sort, 'name')).toEqual({ direction: 'asc', rank: 2 });
  });
});
