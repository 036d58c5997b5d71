import { z } from 'zod';
import type { PickupPlace, PickupPlaceUpdate } from '../places';

// A place's editable fields in the shape of a PATCH body, and one field's change: what the history,
// the bulk jobs and the imports record and answer. The logic over them (a place's fields
// normalised, their difference, the PATCH body of a change) is in src/domain/place-fields.ts.

export const EDITABLE_FIELDS = [
  'type',
  'originPickupPlaceId',
  'name',
  'location',
  'countryCode',
  'note',
  'phone',
  'email',
  'storageTimeInDays',
  'storageTimeType',
  'openingHours',
] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];
export const EditableFieldSchema = z.enum(EDITABLE_FIELDS);

/** The fields whose value, read from the platform, may be one this version does not know (issue 42). */
type OpenField = 'type' | 'countryCode' | 'storageTimeType';

/**
 * Every editable field, in the shape of a PATCH body (null: absent); an enumeration as read, so a
 * value the documents do not list is kept (and sent back only when a change names it).
 */
export type EditableValues = {
  [F in Exclude<EditableField, OpenField>]-?: Exclude<PickupPlaceUpdate[F], undefined> | null;
} & {
  type: PickupPlace['type'] | null;
  countryCode: PickupPlace['countryCode'] | null;
  storageTimeType: PickupPlace['storageTimeType'] | null;
};

/** One field's value before and after a change (PATCH-body shapes; null: absent). */
export const FieldChangeSchema = z.object({
  field: EditableFieldSchema,
  before: z.unknown(),
  after: z.unknown(),
});
export type FieldChange = z.infer<typeof FieldChangeSchema>;
