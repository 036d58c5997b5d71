// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMinute } from './use-minute';

describe('useMinute', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-04T17:59:30Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('is the minute now, and the next one as soon as it begins', async () => {
    const { result } = renderHook(() => useMinute());
    const first = result.current!;
    expect(first * 60_000).toBe(Date.parse('2026-12-04T17:59:00Z'));
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(result.current).toBe(first);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current).toBe(first + 1);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(result.current).toBe(first + 2);
  });

  it('keeps no timer once nothing reads it', () => {
    const a = renderHook(() => useMinute());
    const b = renderHook(() => useMinute());
    expect(vi.getTimerCount()).toBe(1);
    a.unmount();
    expect(vi.getTimerCount()).toBe(1);
    b.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is unknown in a render made for the server', async () => {
    const { renderToString } = await import('react-dom/server');
    function Probe() {
      return <span>{String(useMinute())}</span>;
    }
    expect(renderToString(<Probe />)).toBe('<span>undefined</span>');
  });
});
