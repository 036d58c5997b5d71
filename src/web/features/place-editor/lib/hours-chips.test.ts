import { describe, expect, it } from 'vitest';
import { applyChip } from './hours-chips';
import { emptyWeek } from './hours-editing';

describe('common-time chips', () => {
  it('set the days they name and keep the others', () => {
    const week = { ...emptyWeek(), sunday: [{ from: '10:00', to: '12:00' }] };
    const next = applyChip(week, 'Mo-Fr 08:00-12:00,13:00-17:00', '2026-11-23');
    expect(next.friday).toEqual([
      { from: '08:00', to: '12:00' },
      { from: '13:00', to: '17:00' },
    ]);
    expect(next.saturday).toEqual([]);
    expect(next.sunday).toEqual([{ from: '10:00', to: '12:00' }]);
    expect(applyChip(next, 'Sa,Su off', '2026-11-23').sunday).toEqual([]);
    expect(applyChip(next, 'Sa,Su off', '2026-11-23').monday).toEqual(next.monday);
  });
});
