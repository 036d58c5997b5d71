import type { FastifyRequest } from 'fastify';
import { diffFields, editableOf } from '@/contract/desk/place-fields';
import { PickupPlaceSchema, type PickupPlace } from '@/contract/places';
import { requireUser } from '@/bff/plugins/session';
import type { PlaceHistory } from '@/bff/store/place-history';

// A single edit through the proxy goes into the place's history: the fields that differ between
// the place read before the PATCH and the platform's answer to it. Nothing is recorded when
// either is missing (a refused change, an answer not of the contract's shape) or nothing changed.

export async function recordEdit(
  history: PlaceHistory,
  request: FastifyRequest,
  before: PickupPlace | undefined,
  after: unknown,
): Promise<void> {
  const parsed = PickupPlaceSchema.safeParse(after);
  if (!before || !parsed.success || !before.eshopId) return;
  const changes = diffFields(editableOf(before), editableOf(parsed.data));
  if (!changes.length) return;
  const user = requireUser(request);
  await history.record({
    eshopId: before.eshopId,
    placeId: before.id,
    username: user.username,
    role: user.role,
    operation: 'update',
    changes,
  });
}
