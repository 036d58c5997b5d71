import type { PickupPlace } from '@/contract/places';

/** One change of a place, as the platform answered it: what a read model applies in place. */
export type PlaceChange = { kind: 'upsert'; place: PickupPlace } | { kind: 'delete'; placeId: string };

/** A change made here: its answer, or only the place's id when the answer does not carry it. */
export type MadeChange = PlaceChange | { kind: 'reread'; placeId: string };
