import { beforeAll, describe, expect, it } from 'vitest';
import { JPEG } from '@/sandbox/testing/images';
import {
  DEMO_ESHOP,
  DEMO_KEY,
  DEMO_REST_TOKEN,
  SHOWCASE_ORDER,
  newPlaceBody,
  useTestSandbox,
} from '@/sandbox/testing/test-sandbox';
import { sandboxOpenApiDocument } from './documents';
import type { FuzzOptions } from './fuzz-runner';
import { fuzzEveryOperation, mostly, statusRecorder, withoutPaths } from './fuzz-suite';
import { REFINED_PLACE_FIELDS, placeHints } from './place-hints';
import { fuzzSettings } from './fuzz-settings';

// The sandbox against its own OpenAPI document, over HTTP, with a fresh database (issue 49).

// OAuth's pages take HTML forms (application/x-www-form-urlencoded) in a browser's order: sign in,
// authorize, then the token; random bodies only earn the sign-in page. The files are bytes at an
// address spanning segments (`pickup-places/<uuid>/<uuid>.jpg`), not an API to fuzz.
const OAUTH_PAGES = 'a browser flow of HTML forms, not JSON';
const document = withoutPaths(sandboxOpenApiDocument(), {
  '/oauth/token': OAUTH_PAGES,
  '/oauth/authorize': OAUTH_PAGES,
  '/oauth/login': OAUTH_PAGES,
  '/oauth/approvals': OAUTH_PAGES,
  '/oauth/approvals/withdraw': OAUTH_PAGES,
  '/files/{path}': 'image bytes at a multi-segment address',
});

describe('fuzz: the sandbox against its document', () => {
  const sandbox = useTestSandbox();
  let options: FuzzOptions;
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

  it('succeeded with valid inputs on the reads, the creation and the upload', () => {
    const { succeeded } = statuses;
    expect(succeeded('GET /api/v1/pickup-place')).toEqual([200]);
    expect(succeeded('GET /api/v1/pickup-place/{id}')).toEqual([200]);
    expect(succeeded('POST /api/v1/pickup-place')).toEqual([201]);
    expect(succeeded('POST /api/v1/pickup-place/{id}/image')).toEqual([201]);
    expect(succeeded('GET /api/v1/order/{orderId}')).toEqual([200]);
  });
});
