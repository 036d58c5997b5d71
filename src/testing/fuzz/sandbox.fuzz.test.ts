import { beforeAll, describe, expect, it } from 'vitest';
import { JPEG, fileForm } from '@/sandbox/testing/images';
import {
  DEMO_ESHOP,
  DEMO_KEY,
  DEMO_REST_TOKEN,
  OAUTH_CLIENT_ID,
  OAUTH_CLIENT_SECRET,
  REDIRECT_URI,
  SHOWCASE_ORDER,
  newPlaceBody,
  useTestSandbox,
} from '@/sandbox/testing/test-sandbox';
import { sandboxOpenApiDocument } from './documents';
import type { FuzzOptions } from './fuzz-runner';
import { fuzzEveryOperation, mostly, onlyPaths, statusRecorder, withoutPaths } from './fuzz-suite';
import { REFINED_PLACE_FIELDS, placeHints } from './place-hints';
import { fuzzSettings } from './fuzz-settings';

// The sandbox against its own OpenAPI document, over HTTP, with a fresh database (issue 49).

// The OAuth server's token endpoint and pages take forms (application/x-www-form-urlencoded) in a
// browser's order: sign in, authorize, then the token. Random forms reach none of that order's
// later steps, so they are fuzzed for documented answers and refusals, in a group of their own. The
// files are bytes at an address spanning segments (`pickup-places/<uuid>/<uuid>.jpg`): fuzzed with
// the address of a real upload.
const OAUTH_PATHS = [
  '/oauth/token',
  '/oauth/authorize',
  '/oauth/login',
  '/oauth/approvals',
  '/oauth/approvals/withdraw',
];
const FILE_PATHS = ['/files/{path}'];
const whole = sandboxOpenApiDocument();
const GROUPED = 'fuzzed in its group below';
const document = withoutPaths(
  whole,
  Object.fromEntries([...OAUTH_PATHS, ...FILE_PATHS].map((p) => [p, GROUPED])),
);

describe('fuzz: the sandbox against its document', () => {
  const sandbox = useTestSandbox();
  let options: FuzzOptions;
  let imagePath: string;
  const statuses = statusRecorder();

  beforeAll(async () => {
    const url = sandbox().url;
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${url}/api/v1/pickup-place`, {
        method: 'POST',
        headers: { 'x-api-key': DEMO_KEY, 'content-type': 'application/json' },
        body: JSON.stringify(newPlaceBody()),
      });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { id: string }).id);
    }
    // A place of its own: the others' images are replaced, and the places deleted, by the fuzz.
    const pictured = await fetch(`${url}/api/v1/pickup-place`, {
      method: 'POST',
      headers: { 'x-api-key': DEMO_KEY, 'content-type': 'application/json' },
      body: JSON.stringify(newPlaceBody()),
    });
    const { id } = (await pictured.json()) as { id: string };
    const image = await fetch(`${url}/api/v1/pickup-place/${id}/image`, {
      method: 'POST',
      headers: { 'x-api-key': DEMO_KEY },
      body: fileForm(JPEG, 'image/jpeg', 'photo.jpg'),
    });
    expect(image.status).toBe(201);
    const { url: imageUrl } = (await image.json()) as { url: string };
    imagePath = new URL(imageUrl).pathname.replace(/^\/files\//, '');
    options = {
      ...fuzzSettings(),
      baseUrl: url,
      // Both credentials: the places take the API key, the order the Basic token.
      headers: { 'x-api-key': DEMO_KEY, authorization: `Basic ${DEMO_REST_TOKEN}` },
      hints: {
        ...placeHints,
        eshopId: mostly([DEMO_ESHOP]),
        id: mostly(ids),
        orderId: mostly([SHOWCASE_ORDER]),
      },
      file: { bytes: JPEG, type: 'image/jpeg', name: 'photo.jpg' },
      // Another e-shop's id (403), an id that is not there (404), a random If-Match (412) or none (428).
      expectedRefusals: [403, 404, 412, 428],
      refinedFields: REFINED_PLACE_FIELDS,
      onAnswer: statuses.onAnswer,
    };
  });

  fuzzEveryOperation(document, () => options);

  describe('the OAuth server, with the client’s credentials and no platform sign-in', () => {
    fuzzEveryOperation(onlyPaths(whole, OAUTH_PATHS), () => ({
      ...options,
      headers: { authorization: `Basic ${btoa(`${OAUTH_CLIENT_ID}:${OAUTH_CLIENT_SECRET}`)}` },
      hints: {
        response_type: mostly(['code']),
        client_id: mostly([OAUTH_CLIENT_ID]),
        redirect_uri: mostly([REDIRECT_URI]),
        scope: mostly(['deliveries']),
      },
      // A code or refresh token that was never issued, a malformed request (400); not signed in on
      // the platform, or a wrong password (401); a form without the page's session token (403).
      expectedRefusals: [400, 401, 403],
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

  it('succeeded with valid inputs on the reads, the creation and the upload', () => {
    const { succeeded } = statuses;
    expect(succeeded('GET /api/v1/pickup-place')).toEqual([200]);
    expect(succeeded('GET /api/v1/pickup-place/{id}')).toEqual([200]);
    expect(succeeded('POST /api/v1/pickup-place')).toEqual([201]);
    expect(succeeded('POST /api/v1/pickup-place/{id}/image')).toEqual([201]);
    expect(succeeded('GET /api/v1/order/{orderId}')).toEqual([200]);
    expect(succeeded('GET /files/{path}')).toEqual([200]);
    // The authorize page shows its sign-in form to a known client and its redirect.
    expect(succeeded('GET /oauth/authorize')).toContain(200);
  });
});
