import { z } from 'zod';
import { IMPORTANT_STATES, TRACKING_STATES, URGENT_STATES } from '../enums';
import { DeliveryStateSchema } from './states';

// A parcel's state, shared by the parcel and its timeline (spec 001, 2.2 and 2.3).

/** Parcel.state (spec 001, 2.2); important and urgent are deprecated (spec 001, 9). */
export const ParcelStateSchema = z.object({
  delivery: DeliveryStateSchema.optional(),
  important: z.enum(IMPORTANT_STATES).optional(),
  urgent: z.enum(URGENT_STATES).optional(),
  deliverToday: z.boolean().optional(),
  returning: z.boolean().optional(),
  trackingState: z.enum(TRACKING_STATES).optional(),
});
export type ParcelState = z.infer<typeof ParcelStateSchema>;
