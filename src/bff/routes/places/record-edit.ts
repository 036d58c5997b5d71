import type { FastifyRequest } from 'fastify';
import type { HistoryEntry } from '@/contract/desk/place-history';
import { EDITABLE_FIELDS, type EditableValues } from '@/contract/desk/place-fields';
import { diffFields, editableOf } from '@/domain/place-fields';
import { FileInfoSchema, PickupPlaceSchema, type PickupPlace } from '@/contract/places';
import { requireUser } from '@/bff/plugins/session';
import type { PlaceHistory } from '@/bff/store/place-history';

// Single changes through the proxy go into the place's history, like a job's: an edit records the
// fields that differ between the place read before the PATCH and the platform's answer to it; a
// creation records every field the new place has (from nothing); a deletion every field it had
// (to nothing), so a deleted place's history still says what it was (read by its id). Nothing is
// recorded when a place is missing (a refused change, an answer not of the contract's shape) or
// nothing changed.

/** No place: every field absent. */
const NOTHING = Object.fromEntries(EDITABLE_FIELDS.map((f) => [f, null])) as EditableValues;

async function record(
  history: PlaceHistory,
  request: FastifyRequest,
  place: PickupPlace,
  operation: HistoryEntry['operation'],
  before: EditableValues,
  after: EditableValues,
) {
  const changes = diffFields(before, after);
  if (!changes.length || !place.eshopId) return;
  const user = requireUser(request);
  await history.record({
    eshopId: place.eshopId,
    placeId: place.id,
    username: user.username,
    role: user.role,
    operation,
    changes,
  });
}

export async function recordEdit(
  history: PlaceHistory,
  request: FastifyRequest,
  before: PickupPlace | undefined,
  after: unknown,
): Promise<void> {
  const parsed = PickupPlaceSchema.safeParse(after);
  if (!before || !parsed.success) return;
  await record(history, request, before, 'update', editableOf(before), editableOf(parsed.data));
}

/** The platform's answer to a creation (the new place). */
export async function recordCreate(history: PlaceHistory, request: FastifyRequest, created: unknown) {
  const parsed = PickupPlaceSchema.safeParse(created);
  if (parsed.success) await record(history, request, parsed.data, 'create', NOTHING, editableOf(parsed.data));
}

/** The place as it was read before its deletion succeeded. */
export async function recordDelete(
  history: PlaceHistory,
  request: FastifyRequest,
  deleted: PickupPlace | undefined,
) {
  if (deleted) await record(history, request, deleted, 'delete', editableOf(deleted), NOTHING);
}

/**
 * A stored image: "added", or "replaced" when the place had one before the upload; the platform's
 * file (its address and name) says which.
 */
export async function recordImage(
  history: PlaceHistory,
  request: FastifyRequest,
  eshopId: string,
  placeId: string,
  before: PickupPlace | undefined,
  answer: unknown,
) {
  const file = FileInfoSchema.safeParse(answer);
  const user = requireUser(request);
  await history.record({
    eshopId,
    placeId,
    username: user.username,
    role: user.role,
    operation: 'image',
    changes: [],
    details: {
      image: {
        replaced: Boolean(before?.image),
        url: file.success ? file.data.url : null,
        fileName: file.success ? (file.data.path.split('/').pop() ?? null) : null,
      },
    },
  });
}
