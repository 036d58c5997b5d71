import { describe, expect, it } from 'vitest';
import { PlatformBrowser } from '@/testing/platform-browser';
import { connect, connected, local, startConnect } from '@/testing/platform-connect';
import { signedIn } from '@/testing/signed-in';
import { useStack } from '@/testing/use-stack';

// The OAuth state of a platform connect: single use, bound to the session that started it, and
// short-lived; a callback with any other state connects nothing.

describe('connecting a platform account', () => {
  const stack = useStack();

  it('refuses a forged state with /?platform=invalid-state', async () => {
    const client = await signedIn(stack(), 'staff');
    await startConnect(stack(), client);
    const res = await client.fetch(`/auth/callback?code=${'a'.repeat(40)}&state=forged-state-value`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/?platform=invalid-state');
    const missing = await client.fetch(`/auth/callback?code=${'a'.repeat(40)}`);
    expect(missing.headers.get('location')).toBe('/?platform=invalid-state');
    expect(await connected(client)).toBe(false);
  });

  it('answers a field given twice with a redirect, never a JSON error the browser would show', async () => {
    const client = await signedIn(stack(), 'staff');
    // A return path given twice is no return path: the flow comes back to the start page.
    const connectRes = await client.fetch('/auth/platform/connect?returnTo=/orders&returnTo=//evil.example');
    expect(connectRes.status).toBe(302);
    const authorize = connectRes.headers.get('location')!;
    const back = await new PlatformBrowser(stack().sandboxUrl).decide(authorize, 'approve');
    const state = new URL(back).searchParams.get('state')!;
    const twice = await client.fetch(`${local(back)}&state=${encodeURIComponent(state)}`);
    expect(twice.status).toBe(302);
    expect(twice.headers.get('location')).toBe('/?platform=invalid-state');
    // The state was not spent by the malformed callback: the real one still connects, to '/'.
    const res = await client.fetch(local(back));
    expect(res.headers.get('location')).toBe('/?platform=connected');
    expect(await connected(client)).toBe(true);
    await client.fetch('/auth/platform/disconnect', { method: 'POST' });
  });

  it('refuses a replayed state (the same callback URL twice)', async () => {
    const client = await signedIn(stack(), 'admin');
    const { location, callbackPath } = await connect(stack(), client, '/');
    expect(location).toBe('/?platform=connected');
    const replay = await client.fetch(callbackPath);
    expect(replay.status).toBe(302);
    expect(replay.headers.get('location')).toBe('/?platform=invalid-state');
    await client.fetch('/auth/platform/disconnect', { method: 'POST' });
  });

  it('refuses a state issued to another session', async () => {
    const victim = await signedIn(stack(), 'staff');
    const attacker = await signedIn(stack(), 'admin');
    const authorize = await startConnect(stack(), attacker, '/mine');
    const back = await new PlatformBrowser(stack().sandboxUrl).decide(authorize, 'approve');
    const res = await victim.fetch(local(back));
    expect(res.headers.get('location')).toBe('/?platform=invalid-state');
    expect(await connected(victim)).toBe(false);
    // The state was bound to the attacker's session and is spent now.
    const late = await attacker.fetch(local(back));
    expect(late.headers.get('location')).toBe('/?platform=invalid-state');
    expect(await connected(attacker)).toBe(false);
  });

  it('refuses an expired state', async () => {
    const client = await signedIn(stack(), 'staff');
    const authorize = await startConnect(stack(), client);
    const back = await new PlatformBrowser(stack().sandboxUrl).decide(authorize, 'approve');
    await stack()
      .bff.db.updateTable('oauth_states')
      .set({ expires_at: Date.now() - 1000 })
      .execute();
    const res = await client.fetch(local(back));
    expect(res.headers.get('location')).toBe('/?platform=invalid-state');
    expect(await connected(client)).toBe(false);
  });
});
