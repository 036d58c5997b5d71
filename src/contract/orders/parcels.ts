import { z } from 'zod';
import { openEnum, optionalOrNull } from '../open-values';
import { DateSchema, DateTimeSchema, UuidSchema } from '../common';
import { PARCEL_TAGS } from '../enums';
import { ParcelStateSchema } from './parcel-state';
import { OrderCarrierSchema } from './states';
import { TimelineRecordSchema } from './timeline';

// Parcels of an order (spec 001, 2.2).

/** Parcel dimensions (spec 001, 2.2): weight in kg, the rest int32 centimetres. */
export const DimensionsSchema = z.looseObject({
  weight: optionalOrNull(z.number()),
  height: optionalOrNull(z.int32()),
  length: optionalOrNull(z.int32()),
  width: optionalOrNull(z.int32()),
});
export type Dimensions = z.infer<typeof DimensionsSchema>;

export const DeliveryDetailsSchema = z.looseObject({
  estimatedDeliveryDate: optionalOrNull(DateSchema),
  delay: optionalOrNull(
    z.looseObject({ delayed: optionalOrNull(z.boolean()), reason: optionalOrNull(z.string()) }),
  ),
});
export type DeliveryDetails = z.infer<typeof DeliveryDetailsSchema>;

export const DeliveryWindowSchema = z.looseObject({
  from: optionalOrNull(DateTimeSchema),
  to: optionalOrNull(DateTimeSchema),
});
export type DeliveryWindow = z.infer<typeof DeliveryWindowSchema>;

/** activeTracking (spec 001, 2.2): trackingId and carrier are the only required fields. */
export const ActiveTrackingSchema = z.looseObject({
  trackingId: UuidSchema,
  carrier: OrderCarrierSchema,
  number: optionalOrNull(z.string()),
  /** Tracking page in the carrier's system. */
  url: optionalOrNull(z.string()),
  referenceId: optionalOrNull(z.string()),
  /** When absent and the carrier needs authorization, the carrier's primary configuration is used. */
  carrierConfigurationId: optionalOrNull(UuidSchema),
  courierPhone: optionalOrNull(z.string()),
});
export type ActiveTracking = z.infer<typeof ActiveTrackingSchema>;

/**
 * Parcel (spec 001, 2.2). The parents of pin, maxStoreDate, deliveryWindow and activeTracking are
 * "not shown" (the listing is flat); we keep them, like state, as direct fields of the Parcel, which
 * is where the table lists them. deliveryDetails holds only estimatedDeliveryDate and delay.
 */
export const ParcelSchema = z.looseObject({
  id: UuidSchema,
  orderId: UuidSchema,
  externalCreated: optionalOrNull(DateTimeSchema),
  dimensions: optionalOrNull(DimensionsSchema),
  deliveryDetails: optionalOrNull(DeliveryDetailsSchema),
  /** Optional PIN for pickup. */
  pin: optionalOrNull(z.string()),
  state: optionalOrNull(ParcelStateSchema),
  maxStoreDate: optionalOrNull(DateTimeSchema),
  deliveryWindow: optionalOrNull(DeliveryWindowSchema),
  activeTracking: optionalOrNull(ActiveTrackingSchema),
  timeline: z.array(TimelineRecordSchema),
  /** Products of the order contained in the parcel; the spec says only "array of string". */
  products: z.array(z.string()),
  tags: z.array(openEnum(PARCEL_TAGS)),
  /** Deprecated: use activeTracking.url (spec 001, 9). */
  carrierTrackingUrl: optionalOrNull(z.string()),
  created: optionalOrNull(DateTimeSchema),
  updated: optionalOrNull(DateTimeSchema),
});
export type Parcel = z.infer<typeof ParcelSchema>;
