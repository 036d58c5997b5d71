// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
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
let root: Root;
type Hooks = { login: ReturnType<typeof useLogin>; logout: ReturnType<typeof useLogout> };
let hooks: Hooks;

/** Hands the hooks' latest results to the test, after each render. */
function Probe({ onRender }: { onRender: (hooks: Hooks) => void }) {
  const login = useLogin();
  const logout = useLogout();
  useEffect(() => {
    onRender({ login, logout });
  });
  return null;
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
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
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <Probe
          onRender={(latest) => {
            hooks = latest;
          }}
        />
      </QueryClientProvider>,
    ),
  );
});

afterEach(async () => {
  await act(async () => root.unmount());
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
    await act(async () => void (await hooks.logout.mutateAsync()));
    expect(cachedKeys()).toEqual([sessionKeys.all]);
    expect(queryClient.getQueryData(sessionKeys.all)).toBeNull();
    expect(await nextWriteCsrf()).toBeNull();
  });

  it('does so also when the sign-out request fails (offline): the data must not stay behind', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await act(async () => void (await hooks.logout.mutateAsync().catch(() => undefined)));
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
    await act(async () => void (await hooks.login.mutateAsync({ username: 'admin', password: 'demo' })));
    expect(cachedKeys()).toEqual([sessionKeys.all]);
    expect(queryClient.getQueryData(sessionKeys.all)).toEqual(admin);
    expect(await nextWriteCsrf()).toBe('csrf-admin');
  });
});
