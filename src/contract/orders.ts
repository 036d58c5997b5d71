import { z } from 'zod';
import { DateSchema, DateTimeSchema, UuidSchema } from './common';
import {
  ADDITIONAL_COST_TYPES,
  COUNTRY_CODES,
  DELIVERY_STATES,
  DESTINATION_TYPES,
  EMAIL_EVENT_TYPES,
  EXTERNAL_LINK_ICONS,
  IMPORTANT_STATES,
  LANGUAGE_CODES,
  ORDER_CARRIERS,
  ORDER_STATES,
  PARCEL_TAGS,
  PAYMENT_METHODS,
  PAYMENT_SERVICES,
  PAYMENT_STATES,
  PAYMENT_TAGS,
  PRODUCT_TYPES,
  TIMELINE_TYPES,
  TRACKING_STATES,
  URGENT_STATES,
  WORKFLOW_STATES,
} from './enums';

// The order of the lookup operation (spec 001, sections 2 and 4.1) and the OAuth token endpoint (4.3).
// These are response shapes: plain z.object, which drops (does not reject) fields a newer platform adds.
// A field is required only where the spec says so; nested objects without "required" marks are all
// optional. Optional fields are not nullable: the spec never mentions null.

export const OrderStateSchema = z.enum(ORDER_STATES);
/** Carrier of the order document: the pickup place set without four carriers (spec 001, 2.4). */
export const OrderCarrierSchema = z.enum(ORDER_CARRIERS);
export const DeliveryStateSchema = z.enum(DELIVERY_STATES);
export type OrderState = z.infer<typeof OrderStateSchema>;
export type OrderCarrier = z.infer<typeof OrderCarrierSchema>;
export type DeliveryState = z.infer<typeof DeliveryStateSchema>;

/** Money (spec 001, 2.1): currency is an ISO 4217 code, hence three upper-case letters. */
export const MoneySchema = z.object({
  amount: z.number(),
  currency: z.string().regex(/^[A-Z]{3}$/, { error: 'must be an ISO 4217 currency code such as CZK' }),
});
export type Money = z.infer<typeof MoneySchema>;

/** Destination.address; BillingDetails.billingAddress has the same shape (spec 001, 2.1). */
export const AddressSchema = z.object({
  line1: z.string().optional(),
  line2: z.string().optional(),
  city: z.string().optional(),
  postalCode: z.string().optional(),
  state: z.string().optional(),
  region: z.string().optional(),
  countryCode: z.enum(COUNTRY_CODES).optional(),
  longitude: z.number().optional(),
  latitude: z.number().optional(),
});
export type Address = z.infer<typeof AddressSchema>;

export const ParcelShopSchema = z.object({
  carrier: OrderCarrierSchema,
  countryCode: z.enum(COUNTRY_CODES).optional(),
  /** The carrier's own id of the shop or box. */
  parcelShopId: z.string().optional(),
  pickupPlaceId: z.string().optional(),
  businessHours: z.string().optional(),
});
export type ParcelShop = z.infer<typeof ParcelShopSchema>;

export const DestinationSchema = z.object({
  type: z.enum(DESTINATION_TYPES),
  address: AddressSchema.optional(),
  parcelShop: ParcelShopSchema.optional(),
});
export type Destination = z.infer<typeof DestinationSchema>;

export const AdditionalCostSchema = z.object({
  type: z.enum(ADDITIONAL_COST_TYPES),
  price: MoneySchema,
  /** "Must match the pattern of at least one non-whitespace character" (spec 001, 2.1). */
  name: z.string().regex(/\S/, { error: 'must contain at least one non-whitespace character' }).optional(),
});
export type AdditionalCost = z.infer<typeof AdditionalCostSchema>;

export const PaymentSchema = z.object({
  /** Deprecated: use state (spec 001, 9). */
  paid: z.boolean().optional(),
  state: z.enum(PAYMENT_STATES),
  /** Meaningful with state UNPAID (spec 001, 2.1). */
  tag: z.enum(PAYMENT_TAGS).optional(),
  method: z.enum(PAYMENT_METHODS),
  service: z.enum(PAYMENT_SERVICES),
  link: z.string().optional(),
});
export type Payment = z.infer<typeof PaymentSchema>;

/** All three fields are required (spec 001, 2.1); their formats are not shown, so plain strings. */
export const CustomerSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type Customer = z.infer<typeof CustomerSchema>;

export const RecommendedProductSchema = z.object({
  type: z.enum(PRODUCT_TYPES).optional(),
  sku: z.string().optional(),
  name: z.string().optional(),
  description: z.string().optional(),
  url: z.string().optional(),
  image: z.string().optional(),
  price: MoneySchema.optional(),
});
export type RecommendedProduct = z.infer<typeof RecommendedProductSchema>;

/** Product: the recommended shape plus vat, quantity and referencedSku (spec 001, 2.1). */
export const ProductSchema = RecommendedProductSchema.extend({
  vat: z.number().optional(),
  /** int32, at least 1 (spec 001, 2.1 and 8). Not marked required, so it may be absent. */
  quantity: z.int32().min(1).optional(),
  /** sku of another product of the same order, e.g. an extended warranty of a laptop. */
  referencedSku: z.string().optional(),
});
export type Product = z.infer<typeof ProductSchema>;

export const SnoozeSchema = z.object({
  until: DateTimeSchema.optional(),
  author: z.string().optional(),
  note: z.string().optional(),
  /** Whether the snooze is active. */
  snoozed: z.boolean().optional(),
});
export type Snooze = z.infer<typeof SnoozeSchema>;

export const FileSchema = z.object({
  id: z.string().optional(),
  name: z.string().optional(),
  url: z.string().optional(),
  contentType: z.string().optional(),
});
export type File = z.infer<typeof FileSchema>;
/** Alias of File that does not shadow the DOM's File in browser code. */
export type OrderFile = File;

/** ExternalLink (spec 001, 2.1): no field marked required; used by the deprecated Order.externalLinks. */
export const ExternalLinkSchema = z.object({
  name: z.string().optional(),
  url: z.string().optional(),
  icon: z.enum(EXTERNAL_LINK_ICONS).optional(),
});
export type ExternalLink = z.infer<typeof ExternalLinkSchema>;

/** ExternalLink inside communication.externalLinks: "url required in each" (spec 001, 2.1). */
export const CommunicationExternalLinkSchema = ExternalLinkSchema.extend({ url: z.string() });
export type CommunicationExternalLink = z.infer<typeof CommunicationExternalLinkSchema>;

/**
 * BillingDetails (spec 001, 2.1). The spec lists crn, vatId, email, phone and language after
 * billingAddress in a flat listing and says their nesting level is "not shown"; we read them as
 * top-level fields of BillingDetails, next to billingAddress (an address has no e-mail or VAT id).
 */
export const BillingDetailsSchema = z.object({
  name: z.string().optional(),
  companyName: z.string().optional(),
  billingAddress: AddressSchema.optional(),
  /** Company registration number. */
  crn: z.string().optional(),
  vatId: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  /** Two-letter ISO 639-1 language of the order. */
  language: z.enum(LANGUAGE_CODES).optional(),
});
export type BillingDetails = z.infer<typeof BillingDetailsSchema>;

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

/** Order.links: trackAndTrace is a required object with a required href (spec 001, 2.1). */
export const OrderLinksSchema = z.object({
  trackAndTrace: z.object({ href: z.string() }),
});
export type OrderLinks = z.infer<typeof OrderLinksSchema>;

/**
 * Order.communication (spec 001, 2.1). orderDetailUrl is called optional; externalLinks is not, so,
 * in contrast, it is required (it may be empty).
 */
export const CommunicationSchema = z.object({
  orderDetailUrl: z.string().optional(),
  externalLinks: z.array(CommunicationExternalLinkSchema),
});
export type Communication = z.infer<typeof CommunicationSchema>;

/** Order (spec 001, 2.1), the success body of GET /api/v1/order/{orderId} (spec 001, 4.1). */
export const OrderSchema = z.object({
  id: UuidSchema,
  /** Name of the data source. */
  platform: z.string().optional(),
  /** Number of the order in the e-shop. */
  orderNumber: z.string().optional(),
  orderState: OrderStateSchema,
  marketId: UuidSchema,
  eshopId: UuidSchema,
  externalCreated: DateTimeSchema.optional(),
  externalIdentifier: z.string().optional(),
  destination: DestinationSchema.optional(),
  price: MoneySchema.optional(),
  additionalCosts: z.array(AdditionalCostSchema),
  cashOnDelivery: MoneySchema.optional(),
  payment: PaymentSchema.optional(),
  customer: CustomerSchema.optional(),
  parcels: z.array(ParcelSchema),
  products: z.array(ProductSchema),
  /** Shown in the tracking page or the e-mail recommendation module. */
  recommendedProducts: z.array(RecommendedProductSchema),
  /** Deprecated, to be removed (spec 001, 9). */
  cancelled: DateTimeSchema.optional(),
  inUrgentState: z.boolean().optional(),
  inImportantState: z.boolean().optional(),
  malfunction: z.boolean().optional(),
  snooze: SnoozeSchema.optional(),
  created: DateTimeSchema.optional(),
  updated: DateTimeSchema.optional(),
  /** URL of the invoice in platform storage. */
  invoiceFileUrl: z.string().optional(),
  proformaInvoiceFileUrl: z.string().optional(),
  files: z.array(FileSchema),
  links: OrderLinksSchema,
  billingDetails: BillingDetailsSchema.optional(),
  /** Deprecated: use communication.externalLinks (spec 001, 9). */
  externalLinks: z.array(ExternalLinkSchema).optional(),
  communication: CommunicationSchema,
});
export type Order = z.infer<typeof OrderSchema>;

/** RFC 6749 says token_type is case-insensitive; the spec shows "bearer". Normalised to lower case. */
const TokenTypeSchema = z.string().toLowerCase().pipe(z.literal('bearer'));

/**
 * Response of the token endpoint for grant_type authorization_code (spec 001, 4.3). expires_in is a
 * string of seconds (not a JSON number as in RFC 6749). The tokens are described as 40 lower-case
 * letters and digits (spec 001, 5.4); that is not enforced on receipt, any non-empty string passes.
 */
export const OAuthTokenResponseSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.string().regex(/^\d+$/, { error: 'must be a string of digits (seconds)' }),
  token_type: TokenTypeSchema,
  /** Granted scopes, space-separated. */
  scope: z.string(),
  refresh_token: z.string().min(1),
});
export type OAuthTokenResponse = z.infer<typeof OAuthTokenResponseSchema>;

/** Response of grant_type refresh_token: the same without refresh_token (spec 001, 4.3). */
export const OAuthRefreshResponseSchema = OAuthTokenResponseSchema.omit({ refresh_token: true });
export type OAuthRefreshResponse = z.infer<typeof OAuthRefreshResponseSchema>;

/** Error body of the token endpoint (RFC 6749, 5.2); error codes are open-ended, so any string. */
export const OAuthErrorSchema = z.object({
  error: z.string().min(1),
  error_description: z.string().optional(),
});
export type OAuthError = z.infer<typeof OAuthErrorSchema>;
