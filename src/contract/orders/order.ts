import { z } from 'zod';
import { optionalOrNull } from '../open-values';
import { DateTimeSchema, UuidSchema } from '../common';
import {
  CommunicationExternalLinkSchema,
  ExternalLinkSchema,
  FileSchema,
  SnoozeSchema,
} from './links-and-files';
import { DestinationSchema, MoneySchema } from './money-address';
import { ParcelSchema } from './parcels';
import { AdditionalCostSchema, BillingDetailsSchema, CustomerSchema, PaymentSchema } from './payment';
import { ProductSchema, RecommendedProductSchema } from './products';
import { OrderStateSchema } from './states';

// The order document, the success body of the lookup (spec 001, 2.1 and 4.1). The folder holds one
// file per part of the order, and the OAuth token endpoint's answers (4.3) and authorization pages
// (4.2); import each from its own file. These are response shapes, read openly like the places'
// (open-values.ts, issue 42): an enumeration value the documents do not list is kept as its string,
// `null` for an optional field is read as absent (Jackson's default), and a field they do not
// describe is kept (loose objects). A field is required only where the spec says so; nested
// objects without "required" marks are all optional.

/** Order.links: trackAndTrace is a required object with a required href (spec 001, 2.1). */
export const OrderLinksSchema = z.looseObject({
  trackAndTrace: z.looseObject({ href: z.string() }),
});
export type OrderLinks = z.infer<typeof OrderLinksSchema>;

/**
 * Order.communication (spec 001, 2.1). orderDetailUrl is called optional; externalLinks is not, so,
 * in contrast, it is required (it may be empty).
 */
export const CommunicationSchema = z.looseObject({
  orderDetailUrl: optionalOrNull(z.string()),
  externalLinks: z.array(CommunicationExternalLinkSchema),
});
export type Communication = z.infer<typeof CommunicationSchema>;

/** Order (spec 001, 2.1), the success body of GET /api/v1/order/{orderId} (spec 001, 4.1). */
export const OrderSchema = z.looseObject({
  id: UuidSchema,
  /** Name of the data source. */
  platform: optionalOrNull(z.string()),
  /** Number of the order in the e-shop. */
  orderNumber: optionalOrNull(z.string()),
  orderState: OrderStateSchema,
  marketId: UuidSchema,
  eshopId: UuidSchema,
  externalCreated: optionalOrNull(DateTimeSchema),
  externalIdentifier: optionalOrNull(z.string()),
  destination: optionalOrNull(DestinationSchema),
  price: optionalOrNull(MoneySchema),
  additionalCosts: z.array(AdditionalCostSchema),
  cashOnDelivery: optionalOrNull(MoneySchema),
  payment: optionalOrNull(PaymentSchema),
  customer: optionalOrNull(CustomerSchema),
  parcels: z.array(ParcelSchema),
  products: z.array(ProductSchema),
  /** Shown in the tracking page or the e-mail recommendation module. */
  recommendedProducts: z.array(RecommendedProductSchema),
  /** Deprecated, to be removed (spec 001, 9). */
  cancelled: optionalOrNull(DateTimeSchema),
  inUrgentState: optionalOrNull(z.boolean()),
  inImportantState: optionalOrNull(z.boolean()),
  malfunction: optionalOrNull(z.boolean()),
  snooze: optionalOrNull(SnoozeSchema),
  created: optionalOrNull(DateTimeSchema),
  updated: optionalOrNull(DateTimeSchema),
  /** URL of the invoice in platform storage. */
  invoiceFileUrl: optionalOrNull(z.string()),
  proformaInvoiceFileUrl: optionalOrNull(z.string()),
  files: z.array(FileSchema),
  links: OrderLinksSchema,
  billingDetails: optionalOrNull(BillingDetailsSchema),
  /** Deprecated: use communication.externalLinks (spec 001, 9). */
  externalLinks: optionalOrNull(z.array(ExternalLinkSchema)),
  communication: CommunicationSchema,
});
export type Order = z.infer<typeof OrderSchema>;
