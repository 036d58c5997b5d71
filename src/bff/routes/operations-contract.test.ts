import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AuditPageSchema } from '@/contract/desk/audit';
import { JobListSchema } from '@/contract/desk/bulk-jobs';
import { AppConfigSchema } from '@/contract/desk/config';
import { DeletedPlacesPageSchema } from '@/contract/desk/deleted-places';
import { ImportLimitsSchema } from '@/contract/desk/import';
import { HistoryPageSchema } from '@/contract/desk/place-history';
import { DriftReportSchema } from '@/contract/desk/platform-drift';
import { SessionInfoSchema } from '@/contract/desk/session';
import { UsersPageSchema } from '@/contract/desk/users';
import { adminOperations } from '@/contract/operations/admin';
import { authOperations } from '@/contract/operations/auth';
import { deskOperations } from '@/contract/operations/desk';
import { historyOperations } from '@/contract/operations/history';
import { importOperations } from '@/contract/operations/imports';
import { jobOperations } from '@/contract/operations/jobs';
import { answerSchema, pathOf } from '@/contract/operations/operation';
import { orderOperations } from '@/contract/operations/orders';
import { placeOperations } from '@/contract/operations/places';
import { OrderSchema } from '@/contract/orders/order';
import { PlaceSearchResultSchema } from '@/contract/place-search';
import { PickupPlaceCollectionSchema, PickupPlaceSchema } from '@/contract/places';
import { signedIn } from '@/testing/signed-in';
import { DEMO_ESHOP, SHOWCASE_ORDER, startStack, type BrowserClient, type Stack } from '@/testing/stack';

// The contract of operations against the real BFF (and the sandbox behind it): each operation the
// web calls is asked for through HTTP at the operation's path, and its answer parsed with the schema
// the operation names (answerSchema checks that it is that one). The web's client types answers
// without parsing them (src/web/shared/lib/call.ts), so an answer of the BFF that drifts from the
// contract fails here.

describe('the contract of operations, over HTTP', () => {
  let stack: Stack;
  let admin: BrowserClient;
  beforeAll(async () => {
    stack = await startStack();
    admin = await signedIn(stack, 'admin');
  });
  afterAll(() => stack?.close());

  const answers = async <S extends z.ZodType>(path: string, status: number, schema: S) => {
    const res = await admin.fetch(path);
    expect(res.status, path).toBe(status);
    const parsed = schema.safeParse(res.data);
    expect(parsed.error?.issues, path).toBeUndefined();
    return parsed.data;
  };

  it('answers the BFF’s own operations as they say', async () => {
    await answers(
      pathOf(authOperations.session),
      200,
      answerSchema(authOperations.session, 200, SessionInfoSchema),
    );
    await answers(
      pathOf(deskOperations.config),
      200,
      answerSchema(deskOperations.config, 200, AppConfigSchema),
    );
    await answers(
      pathOf(deskOperations.audit),
      200,
      answerSchema(deskOperations.audit, 200, AuditPageSchema),
    );
    const drift = answerSchema(deskOperations.platformDrift, 200, DriftReportSchema);
    await answers(pathOf(deskOperations.platformDrift), 200, drift);
    const jobs = answerSchema(jobOperations.list, 200, JobListSchema);
    await answers(pathOf(jobOperations.list, {}, { eshopId: DEMO_ESHOP }), 200, jobs);
    const limits = answerSchema(importOperations.limits, 200, ImportLimitsSchema);
    await answers(pathOf(importOperations.limits), 200, limits);
  });

  it('answers the places, their search and a place’s history as they say', async () => {
    const list = answerSchema(placeOperations.list, 200, PickupPlaceCollectionSchema);
    const page = await answers(pathOf(placeOperations.list, {}, { eshopId: DEMO_ESHOP, size: 5 }), 200, list);
    const id = page?.items[0]?.id ?? '';
    expect(id).not.toBe('');
    const search = answerSchema(placeOperations.search, 200, PlaceSearchResultSchema);
    await answers(pathOf(placeOperations.search, {}, { eshopId: DEMO_ESHOP, size: 5 }), 200, search);
    const place = answerSchema(placeOperations.get, 200, PickupPlaceSchema);
    await answers(pathOf(placeOperations.get, { id }), 200, place);
    const history = answerSchema(historyOperations.list, 200, HistoryPageSchema);
    await answers(pathOf(historyOperations.list, { id }), 200, history);
  });

  it('answers the admin screens’ reads as they say', async () => {
    const deleted = answerSchema(adminOperations.deletedPlaces, 200, DeletedPlacesPageSchema);
    await answers(pathOf(adminOperations.deletedPlaces, {}, { eshopId: DEMO_ESHOP }), 200, deleted);
    const users = answerSchema(adminOperations.users, 200, UsersPageSchema);
    await answers(pathOf(adminOperations.users), 200, users);
  });

  it('answers a relayed order as it says', async () => {
    const order = answerSchema(orderOperations.get, 200, OrderSchema);
    await answers(pathOf(orderOperations.get, { orderId: SHOWCASE_ORDER }), 200, order);
  });
});
