import { z } from 'zod';
import { openEnum, optionalOrNull } from '../open-values';
import { DateTimeSchema, UuidSchema } from '../common';
import { EMAIL_EVENT_TYPES, TIMELINE_TYPES, WORKFLOW_STATES } from '../enums';
import { ParcelStateSchema } from './parcel-state';
import { OrderCarrierSchema } from './states';

// Timeline records of a parcel (spec 001, 2.3).

/** TimelineRecord.additionalParams.shippingEmail, for COMMUNICATION records (spec 001, 2.3). */
export const ShippingEmailSchema = z.looseObject({
  recipient: optionalOrNull(z.string()),
  // "emailId, emailConfigId, campaignId (uuid)": the type is read as applying to all three.
  emailId: optionalOrNull(UuidSchema),
  emailConfigId: optionalOrNull(UuidSchema),
  campaignId: optionalOrNull(UuidSchema),
  state: optionalOrNull(openEnum(WORKFLOW_STATES)),
  event: optionalOrNull(openEnum(EMAIL_EVENT_TYPES)),
  occurred: optionalOrNull(DateTimeSchema),
});
export type ShippingEmail = z.infer<typeof ShippingEmailSchema>;

/** additionalParams.parcelState: the parcel state without trackingState (spec 001, 2.3). */
export const TimelineParcelStateSchema = ParcelStateSchema.omit({ trackingState: true });
export type TimelineParcelState = z.infer<typeof TimelineParcelStateSchema>;

/** additionalParams.parcelTrace: deprecated (spec 001, 9). */
export const ParcelTraceSchema = z.looseObject({
  created: optionalOrNull(DateTimeSchema),
  occurred: optionalOrNull(DateTimeSchema),
  carrier: optionalOrNull(OrderCarrierSchema),
  trackingNumber: optionalOrNull(z.string()),
  identifier: optionalOrNull(z.string()),
  text: optionalOrNull(z.string()),
});
export type ParcelTrace = z.infer<typeof ParcelTraceSchema>;

/** additionalParams.issueTracking, for ISSUE_TRACKING records (spec 001, 2.3). */
export const IssueTrackingSchema = z.looseObject({
  type: optionalOrNull(z.string()),
  externalUrl: optionalOrNull(z.string()),
});
export type IssueTracking = z.infer<typeof IssueTrackingSchema>;

export const TimelineAdditionalParamsSchema = z.looseObject({
  shippingEmail: optionalOrNull(ShippingEmailSchema),
  parcelState: optionalOrNull(TimelineParcelStateSchema),
  /** Groups parcel states that are the same logical state; values are not listed by the spec. */
  parcelStateGroup: optionalOrNull(z.string()),
  parcelTrace: optionalOrNull(ParcelTraceSchema),
  issueTracking: optionalOrNull(IssueTrackingSchema),
});
export type TimelineAdditionalParams = z.infer<typeof TimelineAdditionalParamsSchema>;

/** TimelineRecord (spec 001, 2.3): the spec marks none of its fields required. */
export const TimelineRecordSchema = z.looseObject({
  timelineId: optionalOrNull(UuidSchema),
  type: optionalOrNull(openEnum(TIMELINE_TYPES)),
  text: optionalOrNull(z.string()),
  created: optionalOrNull(DateTimeSchema),
  author: optionalOrNull(z.string()),
  additionalParams: optionalOrNull(TimelineAdditionalParamsSchema),
});
export type TimelineRecord = z.infer<typeof TimelineRecordSchema>;
