import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JPEG, fileForm } from '@/sandbox/testing/images';
import { newPlaceBody } from '@/sandbox/testing/test-sandbox';
import { FIXTURES } from '../imports';
import { signedIn } from '../signed-in';
import { DEMO_ESHOP, startStack, type BrowserClient, type Stack } from '../stack';
import { bffOpenApiDocument } from './documents';
import type { FuzzOptions } from './fuzz-runner';
import { fuzzEveryOperation, mostly, onlyPaths, statusRecorder, withoutPaths } from './fuzz-suite';
import { fuzzSettings } from './fuzz-settings';
import { REFINED_PLACE_FIELDS, placeHints } from './place-hints';
import { statefulHints } from './stateful-hints';

// The BFF against its OpenAPI document, over HTTP, signed in as staff, with a real sandbox behind it
// and fresh databases (issue 49). The stateful paths are fuzzed in groups of their own, each with
// ids of real resources (stateful-hints.ts).

const JOB_PATHS = [
  '/bff/jobs',
  '/bff/jobs/{id}',
  '/bff/jobs/{id}/items',
  '/bff/jobs/{id}/retry',
  '/bff/jobs/{id}/undo',
  '/bff/jobs/{id}/cancel',
];
const IMPORT_PATHS = [
  '/bff/imports',
  '/bff/imports/{id}',
  '/bff/imports/{id}/rows',
  '/bff/imports/{id}/mapping',
  '/bff/imports/{id}/apply',
];
const REVERT_PATHS = ['/bff/places/{id}/history/{entryId}/revert'];
const RESTORE_PATHS = ['/bff/places/{id}/restore'];
// Signing in and out, each with a session of its own or none: the suite's own must stay alive.
const LOGIN_PATHS = ['/auth/login'];
const LOGOUT_PATHS = ['/auth/logout'];
const FILE_PATHS = ['/files/{path}'];
// This stack has no identity provider: the start of single sign-on is its documented 404.
const SSO_PATHS = ['/auth/oidc/login'];
// The accounts, as an administrator: only a user of its own is named, never the suite's sessions.
const USER_PATHS = ['/bff/users', '/bff/users/{username}', '/bff/users/{username}/password'];
const FUZZ_TARGET = 'fuzz-target';
const GROUPED = 'fuzzed in its group below, with ids of its own';
const whole = bffOpenApiDocument();
const document = withoutPaths(whole, {
  ...Object.fromEntries(
    [
      ...JOB_PATHS,
      ...IMPORT_PATHS,
      ...REVERT_PATHS,
      ...RESTORE_PATHS,
      ...LOGIN_PATHS,
      ...LOGOUT_PATHS,
      ...FILE_PATHS,
      ...SSO_PATHS,
      ...USER_PATHS,
    ].map((p) => [p, GROUPED]),
  ),
});

describe('fuzz: the BFF against its document', () => {
  let stack: Stack;
  let options: FuzzOptions;
  let stateful: Awaited<ReturnType<typeof statefulHints>>;
  let throwaway: BrowserClient;
  let admin: BrowserClient;
  let imagePath: string;
  const statuses = statusRecorder();

  beforeAll(async () => {
    stack = await startStack();
    const staff = await signedIn(stack, 'staff');
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await staff.fetch('/api/v1/pickup-place', { method: 'POST', json: newPlaceBody() });
      expect(res.status).toBe(201);
      ids.push(res.data.id as string);
    }
    stateful = await statefulHints(staff, whole);
    throwaway = await signedIn(stack, 'support');
    admin = await signedIn(stack, 'admin');
    const target = await admin.fetch('/bff/users', {
      method: 'POST',
      json: { username: FUZZ_TARGET, role: 'staff', password: 'fuzz-password' },
    });
    expect(target.status, target.text).toBe(201);
    // A place of its own: the others' images are replaced, and the places deleted, by the fuzz.
    const pictured = await staff.fetch('/api/v1/pickup-place', { method: 'POST', json: newPlaceBody() });
    const image = await staff.fetch(`/api/v1/pickup-place/${pictured.data.id}/image`, {
      method: 'POST',
      body: fileForm(JPEG, 'image/jpeg', 'photo.jpg'),
    });
    expect(image.status, image.text).toBe(201);
    imagePath = new URL(image.data.url as string).pathname.replace(/^\/files\//, '');
    options = {
      ...fuzzSettings(),
      baseUrl: stack.bffUrl,
      // The browser's: the session, its CSRF token and the page's origin.
      headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrf, origin: staff.origin },
      hints: { ...placeHints, eshopId: mostly([DEMO_ESHOP]), id: mostly(ids) },
      file: { bytes: JPEG, type: 'image/jpeg', name: 'photo.jpg' },
      // An e-shop outside ESHOPS (403), an id that is not there (404), If-Match (412, 428).
      expectedRefusals: [403, 404, 412, 428],
      refinedFields: REFINED_PLACE_FIELDS,
      onAnswer: statuses.onAnswer,
    };
  }, 60_000);
  afterAll(async () => {
    await stack?.close();
  });

  fuzzEveryOperation(document, () => options);

  describe('jobs, with a finished job', () => {
    fuzzEveryOperation(onlyPaths(whole, JOB_PATHS), () => ({
      ...options,
      hints: { ...placeHints, ...stateful.jobs },
      // A bulk delete needs a role staff has not (403); a retry or undo of a job with nothing to
      // retry or undo (409).
      expectedRefusals: [403, 404, 409],
      // A filter may select no place (400 naming `selection`); a generated action's dates and
      // hours break the refinements (a range that ends before it starts, hours that close first);
      // the list's `before` may name no job of the e-shop (400 naming it).
      refinedFields: [...REFINED_PLACE_FIELDS, 'selection', 'action', 'before'],
    }));
  });

  describe('imports, with an uploaded CSV', () => {
    fuzzEveryOperation(onlyPaths(whole, IMPORT_PATHS), () => ({
      ...options,
      hints: { ...placeHints, ...stateful.imports },
      file: { bytes: readFileSync(`${FIXTURES}/ordinary-cz.csv`), type: 'text/csv', name: 'places.csv' },
      // Applied already (409).
      expectedRefusals: [404, 409],
      // A template's hours, required when missing hours take the template (a refinement).
      refinedFields: ['defaults'],
    }));
  });

  describe('a history entry reverted, with an edited place', () => {
    fuzzEveryOperation(onlyPaths(whole, REVERT_PATHS), () => ({
      ...options,
      hints: stateful.revert,
      // A creation, or a change a later one touched, cannot be reverted (409).
      expectedRefusals: [404, 409],
    }));
  });

  describe('a deleted place restored', () => {
    fuzzEveryOperation(onlyPaths(whole, RESTORE_PATHS), () => ({
      ...options,
      hints: stateful.restore,
      // Restored already (409).
      expectedRefusals: [404, 409],
    }));
  });

  describe('image files, with an uploaded one', () => {
    fuzzEveryOperation(onlyPaths(whole, FILE_PATHS), () => ({
      ...options,
      hints: { path: mostly([imagePath]) },
      // No image at a random address (404).
      expectedRefusals: [404],
    }));
  });

  describe('single sign-on, on an installation without it', () => {
    fuzzEveryOperation(onlyPaths(whole, SSO_PATHS), () => ({
      ...options,
      headers: { origin: options.headers.origin! },
      expectedRefusals: [404],
    }));
  });

  describe('the accounts, as an administrator, with an account of their own', () => {
    fuzzEveryOperation(onlyPaths(whole, USER_PATHS), () => ({
      ...options,
      headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrf, origin: admin.origin },
      // Only the account made for it (or a random name): never the suite's own users, and the
      // administrator's own account is refused anyway (409).
      hints: { username: mostly([FUZZ_TARGET]), password: mostly(['fuzz-password-2']) },
      // No such user (404); a name taken, or oneself demoted or disabled (409).
      expectedRefusals: [404, 409],
      // A change that names neither a role nor disabled (a refinement, reported at `role`).
      refinedFields: ['role'],
    }));
  });

  describe('signing in, without a session', () => {
    fuzzEveryOperation(onlyPaths(whole, LOGIN_PATHS), () => ({
      ...options,
      headers: { origin: options.headers.origin! },
      // Mostly a demo user's name and password, sometimes a random one (a UUID).
      hints: { username: mostly(['staff', 'support']), password: mostly(['demo']) },
      // A wrong name or password (401), too many attempts (429).
      expectedRefusals: [401, 429],
    }));
  });

  describe('signing out, with a throwaway session', () => {
    fuzzEveryOperation(onlyPaths(whole, LOGOUT_PATHS), () => ({
      ...options,
      headers: { cookie: throwaway.cookie, 'x-csrf-token': throwaway.csrf, origin: throwaway.origin },
      // Once it has ended, no session (401).
      expectedRefusals: [401],
    }));
  });

  it('succeeded with valid inputs on the reads, the creation, the upload and the search', () => {
    const { succeeded } = statuses;
    expect(succeeded('GET /api/v1/pickup-place')).toEqual([200]);
    expect(succeeded('GET /api/v1/pickup-place/{id}')).toEqual([200]);
    expect(succeeded('POST /api/v1/pickup-place')).toEqual([201]);
    expect(succeeded('POST /api/v1/pickup-place/{id}/image')).toEqual([201]);
    expect(succeeded('GET /bff/places/search')).toEqual([200]);
    // The stateful paths, with the resources of their hints.
    expect(succeeded('GET /bff/jobs')).toEqual([200]);
    expect(succeeded('GET /bff/jobs/{id}')).toEqual([200]);
    expect(succeeded('GET /bff/jobs/{id}/items')).toEqual([200]);
    expect(succeeded('POST /bff/jobs').sort()).toEqual([200, 202]);
    expect(succeeded('POST /bff/imports')).toEqual([201]);
    expect(succeeded('GET /bff/imports/{id}')).toEqual([200]);
    expect(succeeded('GET /bff/imports/{id}/rows')).toEqual([200]);
    expect(succeeded('PUT /bff/imports/{id}/mapping')).toEqual([200]);
    expect(succeeded('POST /bff/imports/{id}/apply')).toEqual([202]);
    expect(succeeded('POST /bff/places/{id}/history/{entryId}/revert')).toEqual([201]);
    expect(succeeded('POST /bff/places/{id}/restore')).toEqual([201]);
    expect(succeeded('GET /files/{path}')).toEqual([200]);
    expect(succeeded('GET /bff/users')).toEqual([200]);
    expect(succeeded('PATCH /bff/users/{username}')).toEqual([200]);
    expect(succeeded('POST /bff/users/{username}/password')).toEqual([204]);
    expect(succeeded('GET /auth/session')).toEqual([200]);
    expect(succeeded('POST /auth/login')).toEqual([200]);
    expect(succeeded('POST /auth/logout').length).toBe(1);
  });

  it('kept its own sessions alive, its administrator an administrator', async () => {
    const res = await fetch(`${stack.bffUrl}/auth/session`, { headers: { cookie: options.headers.cookie! } });
    expect(res.status).toBe(200);
    const own = await admin.fetch('/auth/session');
    expect(own.status).toBe(200);
    expect(own.data.user.role).toBe('admin');
  });
});
