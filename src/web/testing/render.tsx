import type { QueryClient } from '@tanstack/react-query';
import { cleanup, configure, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, vi } from 'vitest';
import type { Language } from '@/contract/languages';
import { AppProvider } from '@/web/app/provider';
import ThemeFrame from '@/web/app/provider-theme';
import { createQueryClient } from '@/web/shared/lib/query-client';
import { NotifyProvider } from '@/web/shared/ui/notify';
import { speak } from './language';

// One component inside the app's real providers, for tests that use it as a person would (by role,
// label and keyboard, through user-event): MUI's theme, i18next in the language asked for, a fresh
// query cache (the app's own defaults) and a router at `address`. Call it from a file that runs in
// happy-dom (`// @vitest-environment happy-dom`).

// findBy… and waitFor wait up to 5 s, not Testing Library's 1 s: the suite runs several files at
// once on two cores, where a screen can take longer than a second to answer a click.
configure({ asyncUtilTimeout: 5_000 });

// Vitest runs without globals, so Testing Library cannot register its own clean-up: unmount after
// every test here, and restore what a test stubbed or spied on (fetch, XMLHttpRequest, the clipboard).
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

export interface RenderOptions {
  language?: Language;
  /** A cache the test has seeded or wants to inspect; a new one otherwise. */
  queryClient?: QueryClient;
  /** The router's address, for components that link or navigate. */
  address?: string;
}

export interface Rendered extends RenderResult {
  user: UserEvent;
  queryClient: QueryClient;
}

export async function renderInApp(ui: ReactElement, options: RenderOptions = {}): Promise<Rendered> {
  await speak(options.language ?? 'en');
  const queryClient = options.queryClient ?? createQueryClient();
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={queryClient}>
      <ThemeFrame>
        <NotifyProvider>
          <MemoryRouter initialEntries={[options.address ?? '/']}>{ui}</MemoryRouter>
        </NotifyProvider>
      </ThemeFrame>
    </AppProvider>,
  );
  return { ...result, user, queryClient };
}
