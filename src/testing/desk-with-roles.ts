import { afterAll, beforeAll, expect } from 'vitest';
import { BrowserClient, DEMO_ESHOP, startStack, type Stack } from './stack';

// A stack with one browser signed in per role (admin, staff, support) and a seeded place of the
// demo e-shop as the target of changes that must be refused: what the session plugin's tests check
// access rules against.

export const PLACES_BASE = '/api/v1/pickup-place';
export const PLACES_LIST = `${PLACES_BASE}?eshopId=${DEMO_ESHOP}`;

export interface DeskWithRoles {
  stack: Stack;
  admin: BrowserClient;
  staff: BrowserClient;
  support: BrowserClient;
  /** A seeded place of the demo e-shop, used as the target of refused changes. */
  placeId: string;
  placeName: string;
  /** Fails unless the seeded place still has its name: a refused change left it alone. */
  expectPlaceUntouched(): Promise<void>;
  /** Fails if a place of the demo e-shop has this originPickupPlaceId: a refused create made none. */
  expectNoPlaceWithOrigin(originPickupPlaceId: string): Promise<void>;
}

/** Starts the desk before the tests of the file (or describe) and closes it after; filled in then. */
export function useDeskWithRoles(): DeskWithRoles {
  const desk = {} as DeskWithRoles;
  beforeAll(async () => {
    const stack = await startStack();
    const [admin, staff, support] = [0, 1, 2].map(() => new BrowserClient(stack.bffUrl)) as [
      BrowserClient,
      BrowserClient,
      BrowserClient,
    ];
    await Promise.all([admin.login('admin'), staff.login('staff'), support.login('support')]);
    const list = await admin.fetch(`${PLACES_LIST}&limit=1`);
    expect(list.status).toBe(200);
    Object.assign(desk, {
      stack,
      admin,
      staff,
      support,
      placeId: list.data.items[0].id,
      placeName: list.data.items[0].name,
      async expectPlaceUntouched() {
        const res = await admin.fetch(`${PLACES_BASE}/${desk.placeId}`);
        expect(res.status).toBe(200);
        expect(res.data.name).toBe(desk.placeName);
      },
      async expectNoPlaceWithOrigin(originPickupPlaceId: string) {
        const all = await admin.fetch(`${PLACES_LIST}&limit=500`);
        expect(
          all.data.items.some(
            (p: { originPickupPlaceId: string }) => p.originPickupPlaceId === originPickupPlaceId,
          ),
        ).toBe(false);
      },
    });
  });
  afterAll(() => desk.stack?.close());
  return desk;
}
