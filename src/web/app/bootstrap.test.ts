// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOTSTRAP_ELEMENT_ID } from '@/contract/desk/bootstrap';
import { sessionKeys } from '../features/auth/api/session';
import { csrfHeader, setCsrfToken } from '../shared/lib/api-client';
import { configQuery } from '../shared/lib/app-config';
import { applyBootstrap } from './bootstrap';

// The session and configuration index.html came with go into the query cache, so the first
// screen asks the BFF for neither; a page without them (or with a damaged block) asks as before.

const SESSION = {
  user: { username: 'staff', role: 'staff' },
  csrfToken: 'csrf-1',
  platform: { connected: false, available: false },
};
const CONFIG = { eshops: [{ id: 'e1', name: 'Demo' }], sandbox: true, languages: ['en', 'cs'] };

function page(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = BOOTSTRAP_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => {
  document.getElementById(BOOTSTRAP_ELEMENT_ID)?.remove();
  setCsrfToken('');
});

describe('applyBootstrap', () => {
  it('puts the session and the configuration into the cache, with the CSRF token, and reads them once', () => {
    page(JSON.stringify({ session: SESSION, config: CONFIG }));
    const queryClient = new QueryClient();
    expect(applyBootstrap(queryClient)).toBeDefined();
    expect(queryClient.getQueryData(sessionKeys.all)).toEqual(SESSION);
    expect(queryClient.getQueryData(configQuery.queryKey)).toEqual(CONFIG);
    expect(csrfHeader()).toEqual({ 'x-csrf-token': 'csrf-1' });
    expect(document.getElementById(BOOTSTRAP_ELEMENT_ID)).toBeNull();
    expect(applyBootstrap(new QueryClient())).toBeUndefined();
  });

  it('knows nobody is signed in without asking', () => {
    page(JSON.stringify({ session: null, config: { ...CONFIG, eshops: [] } }));
    const queryClient = new QueryClient();
    expect(applyBootstrap(queryClient)).toBeDefined();
    const state = queryClient.getQueryState(sessionKeys.all);
    expect(state?.status).toBe('success');
    expect(state?.data).toBeNull();
    expect(csrfHeader()).toEqual({});
  });

  it.each([
    ['no block', undefined],
    ['an empty block', ''],
    ['a damaged block', '{"session": {'],
    ['a block without the configuration', '{"session": null}'],
  ])('leaves the cache empty with %s, so the app asks the BFF', (_, text) => {
    if (text !== undefined) page(text);
    const queryClient = new QueryClient();
    expect(applyBootstrap(queryClient)).toBeUndefined();
    expect(queryClient.getQueryState(sessionKeys.all)).toBeUndefined();
    expect(queryClient.getQueryState(configQuery.queryKey)).toBeUndefined();
  });
});
