// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

const part = (idle?: boolean) => (
  <AfterFirstPaint idle={idle} placeholder={<p>room for the hours</p>}>
    <h2>Opening hours</h2>
  </AfterFirstPaint>
);

describe('AfterFirstPaint', () => {
  afterEach(cleanup);

  it('draws the placeholder first and the part in its place a frame later', async () => {
    render(part());
    expect(screen.getByText('room for the hours')).toBeDefined();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Opening hours' })).toBeDefined();
    expect(screen.queryByText('room for the hours')).toBeNull();
  });

  it('waits for an idle moment when asked, and draws the part then', async () => {
    const idle = vi.fn((run: IdleRequestCallback) => setTimeout(() => run({} as IdleDeadline), 30));
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle));
    try {
      render(part(true));
      expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 });
      expect(screen.queryByRole('heading')).toBeNull();
      expect(await screen.findByRole('heading', { name: 'Opening hours' })).toBeDefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('draws nothing of the part when it is gone before its moment', () => {
    const run = vi.fn();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      run.mockImplementation(callback);
      return 1;
    });
    const cancel = vi.fn();
    vi.stubGlobal('cancelAnimationFrame', cancel);
    try {
      const { unmount } = render(part());
      unmount();
      expect(cancel).toHaveBeenCalledWith(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
