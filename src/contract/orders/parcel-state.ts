import { z } from 'zod';
import { openEnum, optionalOrNull } from '../open-values';
import { IMPORTANT_STATES, TRACKING_STATES, URGENT_STATES } from '../enums';
import { DeliveryStateSchema } from './states';

// A parcel's state, shared by the parcel and its timeline (spec 001, 2.2 and 2.3).

/** Parcel.state (spec 001, 2.2); important and urgent are deprecated (spec 001, 9). */
export const ParcelStateSchema = z.looseObject({
  delivery: optionalOrNull(DeliveryStateSchema),
  important: optionalOrNull(openEnum(IMPORTANT_STATES)),
  urgent: optionalOrNull(openEnum(URGENT_STATES)),
  deliverToday: optionalOrNull(z.boolean()),
  returning: optionalOrNull(z.boolean()),
  trackingState: optionalOrNull(openEnum(TRACKING_STATES)),
});
export type ParcelState = z.infer<typeof ParcelStateSchema>;
