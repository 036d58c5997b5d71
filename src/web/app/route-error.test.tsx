// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/contract/languages';
import { speak } from '@/web/testing/language';
import ThemeFrame from './provider-theme';
import { RouteError } from './route-error';

// When a screen fails (its chunk cannot be fetched after a deployment, a bug throws), the user sees
// a plain page saying so, the reason in words, a way to reload and a way back; never a stack trace
// nor a blank page.

const WORDS = {
  en: {
    title: 'This screen failed',
    unknown: 'Something unexpected happened.',
    reload: 'Reload',
    back: 'Back to places',
  },
  cs: {
    title: 'Tato obrazovka selhala',
    unknown: 'Stalo se něco neočekávaného.',
    reload: 'Načíst znovu',
    back: 'Zpět na výdejní místa',
  },
} satisfies Record<Language, unknown>;

/** A screen at /orders that fails with `failure`, thrown from its render or its loader. */
async function failing(failure: unknown, language: Language = 'en', from: 'render' | 'loader' = 'render') {
  await speak(language);
  const Broken = () => {
    throw failure;
  };
  const router = createMemoryRouter(
    [
      {
        path: '/orders',
        element: <Broken />,
        errorElement: <RouteError />,
        ...(from === 'loader'
          ? {
              loader: () => {
                throw failure;
              },
            }
          : {}),
      },
    ],
    { initialEntries: ['/orders'] },
  );
  render(
    <ThemeFrame>
      <RouterProvider router={router} />
    </ThemeFrame>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  // React and the router report the error on the console as well; the test reads the screen.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe.each(['en', 'cs'] as const)('a failed screen in %s', (language) => {
  const w = WORDS[language];

  it('says so in its heading, with the reason, and offers to reload or go back', async () => {
    await failing(
      new TypeError('Failed to fetch dynamically imported module: /assets/orders-route-1a2b.js'),
      language,
    );
    expect(await screen.findByRole('heading', { level: 1, name: w.title })).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe(
      'Failed to fetch dynamically imported module: /assets/orders-route-1a2b.js',
    );
    expect(screen.getByRole('button', { name: w.reload })).toBeDefined();
    expect(screen.getByRole('link', { name: w.back }).getAttribute('href')).toBe('/places');
  });

  it('says something unexpected happened when what failed is no error with words', async () => {
    await failing({ status: 500 }, language, 'loader');
    expect(await screen.findByRole('heading', { level: 1, name: w.title })).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe(w.unknown);
  });
});

describe('the way out', () => {
  it('reloads the page on Reload, by keyboard too', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    const user = await failing(new Error('Boom'));
    const button = await screen.findByRole('button', { name: 'Reload' });
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('shows no stack trace, whatever the error carries', async () => {
    const error = new Error('The order screen could not start.');
    error.stack = 'Error: The order screen could not start.\n    at OrdersRoute (orders-route.tsx:12:9)';
    await failing(error);
    const page = (await screen.findByRole('heading', { level: 1 })).parentElement!;
    expect(within(page).getByRole('alert').textContent).toBe('The order screen could not start.');
    expect(document.body.textContent).not.toContain('orders-route.tsx');
  });
});
