import { describe, expect, it } from 'vitest';
import { conflictChanges, valueText } from './conflict-changes';
import { toFormValues } from './place-form-model';
import { place } from './place-form-model.fixture';

// The values of a conflicting save in words: the key stands for the translation, so these tests
// check which words are chosen; the dialog's tests check them in English and Czech.

const t = (key: string, options?: Record<string, unknown>) =>
  options?.count === undefined ? key : `${key}:${String(options.count)}`;
const initial = toFormValues(place);

describe('a conflicting save in words', () => {
  it('writes the address on one line, with its pin', () => {
    expect(valueText('location', initial, t, 'en')).toBe('Dlouhá 1, 110 00 Praha · 50.0875, 14.42');
  });

  it('says "(empty)" for nothing, and writes a closed week and its exceptions', () => {
    const none = { ...initial, note: '  ', regular: { ...initial.regular, monday: [] } };
    expect(valueText('note', none, t, 'en')).toBe('conflict.empty');
    expect(valueText('openingHours', none, t, 'en')).toBe('conflict.closedAllWeek; conflict.exceptions:1');
    const week = { ...initial, exceptions: [] };
    expect(valueText('openingHours', week, t, 'cs')).toBe('po 08:00–18:00 · út–ne conflict.closedDay');
    expect(valueText('openingHours', week, t, 'en')).toBe('Mon 08:00–18:00 · Tue–Sun conflict.closedDay');
    expect(valueText('storageTimeInDays', { ...initial, storageTimeInDays: 10 }, t, 'en')).toBe('10');
  });

  it("gives the user's value only for a field the user changed too", () => {
    const latest = { ...initial, storageTimeInDays: 10, note: 'Gate B' };
    const current = { ...initial, note: 'Ring once' };
    const values = { latest, initial, current, latestHasImage: false };
    expect(conflictChanges(['storageTimeInDays', 'note', 'image'], values, t, 'en')).toEqual([
      { field: 'storageTimeInDays', theirs: '10' },
      { field: 'note', theirs: 'Gate B', yours: 'Ring once' },
      { field: 'image', theirs: 'conflict.empty' },
    ]);
  });
});
