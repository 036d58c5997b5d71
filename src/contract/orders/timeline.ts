import { z } from 'zod';
import { DateTimeSchema, UuidSchema } from '../common';
import { EMAIL_EVENT_TYPES, TIMELINE_TYPES, WORKFLOW_STATES } from '../enums';
import { ParcelStateSchema } from './parcel-state';
import { OrderCarrierSchema } from './states';

// Timeline records of a parcel (spec 001, 2.3).

/** TimelineRecord.additionalParams.shippingEmail, for COMMUNICATION records (spec 001, 2.3). */
export const ShippingEmailSchema = z.object({
  recipient: z.string().optional(),
  // "emailId, emailConfigId, campaignId (uuid)": the type is read as applying to all three.
  emailId: UuidSchema.optional(),
  emailConfigId: UuidSchema.optional(),
  campaignId: UuidSchema.optional(),
  state: z.enum(WORKFLOW_STATES).optional(),
  event: z.enum(EMAIL_EVENT_TYPES).optional(),
  occurred: DateTimeSchema.optional(),
});
export type ShippingEmail = z.infer<typeof ShippingEmailSchema>;

/** additionalParams.parcelState: the parcel state without trackingState (spec 001, 2.3). */
export const TimelineParcelStateSchema = ParcelStateSchema.omit({ trackingState: true });
export type TimelineParcelState = z.infer<typeof TimelineParcelStateSchema>;

/** additionalParams.parcelTrace: deprecated (spec 001, 9). */
export const ParcelTraceSchema = z.object({
  created: DateTimeSchema.optional(),
  occurred: DateTimeSchema.optional(),
  carrier: OrderCarrierSchema.optional(),
  trackingNumber: z.string().optional(),
  identifier: z.string().optional(),
  text: z.string().optional(),
});
export type ParcelTrace = z.infer<typeof ParcelTraceSchema>;

/** additionalParams.issueTracking, for ISSUE_TRACKING records (spec 001, 2.3). */
export const IssueTrackingSchema = z.object({
  type: z.string().optional(),
  externalUrl: z.string().optional(),
});
export type IssueTracking = z.infer<typeof IssueTrackingSchema>;

export const TimelineAdditionalParamsSchema = z.object({
  shippingEmail: ShippingEmailSchema.optional(),
  parcelState: TimelineParcelStateSchema.optional(),
  /** Groups parcel states that are the same logical state; values are not listed by the spec. */
  parcelStateGroup: z.string().optional(),
  parcelTrace: ParcelTraceSchema.optional(),
  issueTracking: IssueTrackingSchema.optional(),
});
export type TimelineAdditionalParams = z.infer<typeof TimelineAdditionalParamsSchema>;

/** TimelineRecord (spec 001, 2.3): the spec marks none of its fields required. */
export const TimelineRecordSchema = z.object({
  timelineId: UuidSchema.optional(),
  type: z.enum(TIMELINE_TYPES).optional(),
  text: z.string().optional(),
  created: DateTimeSchema.optional(),
  author: z.string().optional(),
  additionalParams: TimelineAdditionalParamsSchema.optional(),
});
export type TimelineRecord = z.infer<typeof TimelineRecordSchema>;
