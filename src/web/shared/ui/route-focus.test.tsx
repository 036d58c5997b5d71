// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, useState, type ComponentType } from 'react';
import { Link, Navigate, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/web/testing/render';

// After a move to another screen a keyboard or screen reader user starts at the new screen's
// heading, and hears it: the focus goes to its h1 and a polite live region says it. Not on the first
// screen of a visit (the browser reads the new document then), not when only the query changes
// (sorting, paging: the user stays at the control they used), and not onto a heading still loading.

let RouteFocus: ComponentType;

/** The module anew for each test: whether a first screen was shown is the module's own memory. */
beforeEach(async () => {
  vi.resetModules();
  ({ RouteFocus } = await import('./route-focus'));
});

let finishLoading: () => void = () => {};

/** A screen whose heading sits in a busy area until its data comes, as the order page's skeleton. */
function SlowScreen() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    finishLoading = () => setLoaded(true);
  }, []);
  return (
    <main aria-busy={loaded ? undefined : 'true'}>
      <h1>{loaded ? 'Order 2026-0042' : 'Loading…'}</h1>
    </main>
  );
}

function App() {
  return (
    <>
      <Routes>
        <Route path="/" element={<Navigate to="/places" replace />} />
        <Route
          path="/places"
          element={
            <main>
              <h1>Pickup places</h1>
              <Link to="/orders">Orders</Link> <Link to="/places?page=2">Next page</Link>{' '}
              <Link to="/orders/1">An order</Link>
            </main>
          }
        />
        <Route
          path="/orders"
          element={
            <main>
              <h1>Find an order</h1>
              <Link to="/places">Pickup places</Link>
            </main>
          }
        />
        <Route path="/orders/:id" element={<SlowScreen />} />
      </Routes>
      <RouteFocus />
    </>
  );
}

const announcer = () => screen.getByTestId('route-announcer');

describe('the focus after a move', () => {
  it('stays where the browser put it on the first screen of a visit, even after a redirect', async () => {
    await renderInApp(<App />, { address: '/' });
    expect(screen.getByRole('heading', { name: 'Pickup places' })).toBeDefined();
    expect(document.activeElement).toBe(document.body);
    expect(announcer().textContent).toBe('');
  });

  it("goes to the new screen's heading, which is said in a polite live region", async () => {
    const { user } = await renderInApp(<App />, { address: '/places' });
    screen.getByRole('link', { name: 'Orders' }).focus();
    await user.keyboard('{Enter}');
    const heading = screen.getByRole('heading', { name: 'Find an order' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1'); // focusable by the app, not a stop of Tab
    expect(announcer().textContent).toBe('Find an order');
    expect(announcer().getAttribute('aria-live')).toBe('polite');

    await user.click(screen.getByRole('link', { name: 'Pickup places' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Pickup places' })),
    );
    expect(announcer().textContent).toBe('Pickup places');
  });

  it('stays on the control used when only the query changes', async () => {
    const { user } = await renderInApp(<App />, { address: '/places' });
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    await user.click(screen.getByRole('link', { name: 'Pickup places' }));
    await waitFor(() => expect(announcer().textContent).toBe('Pickup places'));
    const next = screen.getByRole('link', { name: 'Next page' });
    next.focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(next);
  });

  it('waits for a heading that is still loading, then takes it', async () => {
    const { user } = await renderInApp(<App />, { address: '/places' });
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    await user.click(screen.getByRole('link', { name: 'Pickup places' }));
    await waitFor(() => expect(announcer().textContent).toBe('Pickup places'));

    const link = screen.getByRole('link', { name: 'An order' });
    await user.click(link);
    expect(document.activeElement).not.toBe(screen.getByRole('heading', { name: 'Loading…' }));
    expect(announcer().textContent).toBe('Pickup places');

    act(() => finishLoading());
    const heading = screen.getByRole('heading', { name: 'Order 2026-0042' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(announcer().textContent).toBe('Order 2026-0042');
  });
});
