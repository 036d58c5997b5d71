import { expect } from 'vitest';
import { BrowserClient } from './stack';

/** A browser signed in to the stack's BFF as a demo user (or with another password). */
export async function signedIn(stack: { bffUrl: string }, username: string, password = 'demo') {
  const client = new BrowserClient(stack.bffUrl);
  expect((await client.login(username, password)).status).toBe(200);
  return client;
}
