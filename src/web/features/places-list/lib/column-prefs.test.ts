// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_COLUMN_PREFS,
  columnPrefsKey,
  loadColumnPrefs,
  moveColumn,
  parseColumnPrefs,
  saveColumnPrefs,
  toggleColumn,
  visibleColumns,
} from './column-prefs';

describe('the columns of the places table, per user', () => {
  beforeEach(() => localStorage.clear());

  it('shows every column in the default order until the user chooses', () => {
    expect(loadColumnPrefs('alice')).toEqual(DEFAULT_COLUMN_PREFS);
    expect(visibleColumns(DEFAULT_COLUMN_PREFS)).toEqual([
      'name',
      'type',
      'carrier',
      'city',
      'storage',
      'openNow',
      'flags',
    ]);
  });

  it("keeps each user's choice apart, across loads", () => {
    const moved = moveColumn(toggleColumn(DEFAULT_COLUMN_PREFS, 'carrier'), 'flags', -1);
    saveColumnPrefs('alice', moved);
    expect(loadColumnPrefs('alice')).toEqual(moved);
    expect(visibleColumns(loadColumnPrefs('alice'))).toEqual([
      'name',
      'type',
      'city',
      'storage',
      'flags',
      'openNow',
    ]);
    expect(loadColumnPrefs('bob')).toEqual(DEFAULT_COLUMN_PREFS);
    expect(localStorage.getItem(columnPrefsKey('alice'))).not.toBeNull();
  });

  it('never hides or moves the name, nor moves a column past either end', () => {
    expect(toggleColumn(DEFAULT_COLUMN_PREFS, 'name')).toBe(DEFAULT_COLUMN_PREFS);
    expect(moveColumn(DEFAULT_COLUMN_PREFS, 'name', 1)).toBe(DEFAULT_COLUMN_PREFS);
    expect(moveColumn(DEFAULT_COLUMN_PREFS, 'type', -1)).toBe(DEFAULT_COLUMN_PREFS);
    expect(moveColumn(DEFAULT_COLUMN_PREFS, 'flags', 1)).toBe(DEFAULT_COLUMN_PREFS);
    expect(toggleColumn(toggleColumn(DEFAULT_COLUMN_PREFS, 'city'), 'city').hidden).toEqual([]);
  });

  it('makes a stored value whole: unknown columns dropped, new ones added, garbage ignored', () => {
    expect(
      parseColumnPrefs(
        JSON.stringify({ order: ['city', 'gone', 'name', 'city'], hidden: ['name', 'x', 'type'] }),
      ),
    ).toEqual({
      order: ['name', 'city', 'type', 'carrier', 'storage', 'openNow', 'flags'],
      hidden: ['type'],
    });
    for (const bad of [null, '', '{', '42', '{"order":"name"}', 'null'])
      expect(parseColumnPrefs(bad), String(bad)).toEqual(DEFAULT_COLUMN_PREFS);
  });
});
