import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminOperations } from '@/contract/operations/admin';
import { authOperations } from '@/contract/operations/auth';
import { deskOperations } from '@/contract/operations/desk';
import { historyOperations } from '@/contract/operations/history';
import { importOperations } from '@/contract/operations/imports';
import { jobOperations } from '@/contract/operations/jobs';
import type { Operation } from '@/contract/operations/operation';
import { orderOperations } from '@/contract/operations/orders';
import { placeOperations } from '@/contract/operations/places';
import { startStack, type Stack } from '@/testing/stack';

// Issue 44: the BFF's routes are registered from the contract's operations (routeOf), so every
// operation the web calls is a route of the BFF at the operation's method and path.

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

const groups = {
  adminOperations,
  authOperations,
  deskOperations,
  historyOperations,
  importOperations,
  jobOperations,
  orderOperations,
  placeOperations,
};
/** Single sign-on's callback is a route only where an OIDC provider is configured (sso.test.ts). */
const CONFIGURED_ONLY = new Set<Operation>([authOperations.ssoCallback]);

it('has a route for every operation of the contract, at its method and path', () => {
  const missing = Object.entries(groups).flatMap(([group, operations]) =>
    Object.entries(operations as Record<string, Operation>)
      .filter(([, op]) => !CONFIGURED_ONLY.has(op))
      .filter(([, op]) => !stack.bff.app.hasRoute({ method: op.method, url: op.path }))
      .map(([name, op]) => `${group}.${name}: ${op.method} ${op.path}`),
  );
  expect(missing).toEqual([]);
});
