import { describe, expect, it } from 'vitest';
import { filtersOf, isoOf, localInput, paramsOf } from './audit-filters';

describe('the audit log’s filters in the address', () => {
  it('reads the known filters, trimmed, and writes them back', () => {
    const filters = filtersOf(new URLSearchParams('username=%20petr%20&operation=place&page=2&to='));
    expect(filters).toEqual({ username: 'petr', operation: 'place' });
    expect(paramsOf(filters).toString()).toBe('username=petr&operation=place');
  });

  it('turns a local time into an ISO moment and back', () => {
    const iso = isoOf('2026-12-02T18:30')!;
    expect(localInput(iso)).toBe('2026-12-02T18:30');
    expect(isoOf('')).toBeUndefined();
    expect(localInput('not a time')).toBe('');
  });
});
