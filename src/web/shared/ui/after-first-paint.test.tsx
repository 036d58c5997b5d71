// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

const part = () => (
  <AfterFirstPaint placeholder={<p>room for the hours</p>}>
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
