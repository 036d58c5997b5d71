// @vitest-environment happy-dom
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PublicHoliday } from '@/web/shared/lib/opening-hours/hours-holidays-type';
import { useCloseHolidays } from './use-close-holidays';

// `PH off` pasted before the holidays have come from their worker is done when they arrive.

const CZ: PublicHoliday[] = [
  { date: '2026-12-24', name: 'Štědrý den' },
  { date: '2026-12-25', name: '1. svátek vánoční' },
];

let root: Root | undefined;
const asks: (() => void)[] = [];
const ask = () => asks.at(-1)!();
const closed: (readonly PublicHoliday[])[] = [];

function Probe({ holidays, loading }: { holidays: PublicHoliday[]; loading: boolean }) {
  const closeHolidays = useCloseHolidays(holidays, loading, (known) => closed.push(known));
  useEffect(() => {
    asks.push(closeHolidays);
  });
  return null;
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  closed.length = 0;
});

async function render(holidays: PublicHoliday[], loading: boolean) {
  root ??= createRoot(document.createElement('div'));
  await act(async () => root!.render(<Probe holidays={holidays} loading={loading} />));
}

describe('closing on public holidays', () => {
  it('waits for the holidays when asked before they came, then closes them once', async () => {
    await render([], true);
    await act(async () => ask());
    expect(closed).toEqual([]);
    await render(CZ, false);
    expect(closed).toEqual([CZ]);
    await render([...CZ], false);
    expect(closed).toHaveLength(1);
  });

  it('closes at once when the holidays are known', async () => {
    await render(CZ, false);
    await act(async () => ask());
    expect(closed).toEqual([CZ]);
  });
});
