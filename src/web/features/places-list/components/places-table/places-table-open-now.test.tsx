// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { samplePlace } from '@/testing/fixtures/places';
import { renderInApp } from '@/web/testing/render';
import { PlacesTable } from './places-table';
import { TABLE_AT_REST } from './places-table.fixture';

// The open-now chip follows the clock: a row left on the screen says Closed once the place's
// closing minute begins, though nothing else on the page has changed (the rows are memoised).

afterEach(() => vi.useRealTimers());

describe('the open-now column', () => {
  it('turns from Open to Closed as the closing minute begins, in the place’s zone', async () => {
    // 17:59:30 in Prague on a Friday; the place is open on weekdays 08:00–18:00.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-12-04T16:59:30Z'));
    await renderInApp(
      <PlacesTable
        data={{ items: [samplePlace()], page: { totalElements: 1 } }}
        {...TABLE_AT_REST}
        columns={['name', 'openNow']}
        onOpen={() => {}}
        onDelete={() => {}}
      />,
    );
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText('Open')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(within(row).getByText('Closed')).toBeTruthy();
    expect(within(row).queryByText('Open')).toBeNull();
  });
});
