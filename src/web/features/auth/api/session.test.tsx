// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, setCsrfToken } from '@/web/shared/lib/api-client';
import type { SessionInfo } from '@/contract/desk/session';
import { sessionKeys, useLogin, useLogout } from './session';

// What another user of the same browser could see after a sign-out or a new sign-in: nothing of
// the previous user's data may stay in the query cache, and their CSRF token is forgotten.

const SESSION: SessionInfo = {
  user: { username: 'staff', role: 'staff' },
  csrfToken: 'csrf-staff',
  platform: { connected: false, available: false },
};

let queryClient: QueryClient;
type Hooks = { login: ReturnType<typeof useLogin>; logout: ReturnType<typeof useLogout> };
/** The hooks' latest results, after each render. */
let hooks: { current: Hooks };

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // The previous user's session and what they looked at.
  setCsrfToken(SESSION.csrfToken);
  queryClient.setQueryData(sessionKeys.all, SESSION);
  queryClient.setQueryData(['places', 'list', { eshopId: 'e1', page: 0 }], { items: [{ id: 'p1' }] });
  queryClient.setQueryData(['orders', 'detail', 'o1'], { id: 'o1', customer: 'Jana' });
  queryClient.setQueryData(['config'], { sandbox: true });
  ({ result: hooks } = renderHook(() => ({ login: useLogin(), logout: useLogout() }), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    ),
  }));
});

afterEach(() => {
  // Vitest runs without globals, so Testing Library's own clean-up is not registered.
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const cachedKeys = () =>
  queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey);

/** The CSRF header the next write would carry. */
async function nextWriteCsrf() {
  fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
  await api('/api/v1/pickup-place/p1', { method: 'DELETE' });
  return new Headers(fetchMock.mock.lastCall![1]!.headers).get('x-csrf-token');
}

describe('sign-out', () => {
  it('empties the cache but for a signed-out session, and forgets the CSRF token', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await act(async () => void (await hooks.current.logout.mutateAsync()));
    expect(cachedKeys()).toEqual([sessionKeys.all]);
    expect(queryClient.getQueryData(sessionKeys.all)).toBeNull();
    expect(await nextWriteCsrf()).toBeNull();
  });

  it('does so also when the sign-out request fails (offline): the data must not stay behind', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await act(async () => void (await hooks.current.logout.mutateAsync().catch(() => undefined)));
    expect(cachedKeys()).toEqual([sessionKeys.all]);
    expect(queryClient.getQueryData(sessionKeys.all)).toBeNull();
    expect(await nextWriteCsrf()).toBeNull();
  });
});

describe('sign-in', () => {
  it("starts from a clean cache: the new session only, with the new user's CSRF token", async () => {
    const admin: SessionInfo = {
      ...SESSION,
      user: { username: 'admin', role: 'admin' },
      csrfToken: 'csrf-admin',
    };
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify(admin), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    await act(
      async () => void (await hooks.current.login.mutateAsync({ username: 'admin', password: 'demo' })),
    );
    expect(cachedKeys()).toEqual([sessionKeys.all]);
    expect(queryClient.getQueryData(sessionKeys.all)).toEqual(admin);
    expect(await nextWriteCsrf()).toBe('csrf-admin');
  });
});
