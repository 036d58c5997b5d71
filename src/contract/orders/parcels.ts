import { z } from 'zod';
import { DateSchema, DateTimeSchema, UuidSchema } from '../common';
import { PARCEL_TAGS } from '../enums';
import { ParcelStateSchema } from './parcel-state';
import { OrderCarrierSchema } from './states';
import { TimelineRecordSchema } from './timeline';

// Parcels of an order (spec 001, 2.2).

/** Parcel dimensions (spec 001, 2.2): weight in kg, the rest int32 centimetres. */
export const DimensionsSchema = z.object({
  weight: z.number().optional(),
  height: z.int32().optional(),
  length: z.int32().optional(),
  width: z.int32().optional(),
});
export type Dimensions = z.infer<typeof DimensionsSchema>;

export const DeliveryDetailsSchema = z.object({
  estimatedDeliveryDate: DateSchema.optional(),
  delay: z.object({ delayed: z.boolean().optional(), reason: z.string().optional() }).optional(),
});
export type DeliveryDetails = z.infer<typeof DeliveryDetailsSchema>;

export const DeliveryWindowSchema = z.object({
  from: DateTimeSchema.optional(),
  to: DateTimeSchema.optional(),
});
export type DeliveryWindow = z.infer<typeof DeliveryWindowSchema>;

/** activeTracking (spec 001, 2.2): trackingId and carrier are the only required fields. */
export const ActiveTrackingSchema = z.object({
  trackingId: UuidSchema,
  carrier: OrderCarrierSchema,
  number: z.string().optional(),
  /** Tracking page in the carrier's system. */
  url: z.string().optional(),
  referenceId: z.string().optional(),
  /** When absent and the carrier needs authorization, the carrier's primary configuration is used. */
  carrierConfigurationId: UuidSchema.optional(),
  courierPhone: z.string().optional(),
});
export type ActiveTracking = z.infer<typeof ActiveTrackingSchema>;

/**
 * Parcel (spec 001, 2.2). The parents of pin, maxStoreDate, deliveryWindow and activeTracking are
 * "not shown" (the listing is flat); we keep them, like state, as direct fields of the Parcel, which
 * is where the table lists them. deliveryDetails holds only estimatedDeliveryDate and delay.
 */
export const ParcelSchema = z.object({
  id: UuidSchema,
  orderId: UuidSchema,
  externalCreated: DateTimeSchema.optional(),
  dimensions: DimensionsSchema.optional(),
  deliveryDetails: DeliveryDetailsSchema.optional(),
  /** Optional PIN for pickup. */
  pin: z.string().optional(),
  state: ParcelStateSchema.optional(),
  maxStoreDate: DateTimeSchema.optional(),
  deliveryWindow: DeliveryWindowSchema.optional(),
  activeTracking: ActiveTrackingSchema.optional(),
  timeline: z.array(TimelineRecordSchema),
  /** Products of the order contained in the parcel; the spec says only "array of string". */
  products: z.array(z.string()),
  tags: z.array(z.enum(PARCEL_TAGS)),
  /** Deprecated: use activeTracking.url (spec 001, 9). */
  carrierTrackingUrl: z.string().optional(),
  created: DateTimeSchema.optional(),
  updated: DateTimeSchema.optional(),
});
export type Parcel = z.infer<typeof ParcelSchema>;
