import { z } from 'zod';
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
// (4.2); import each from its own file. These are response shapes: plain z.object, which drops
// (does not reject) fields a newer platform adds. A field is required only where the spec says so;
// nested objects without "required" marks are all optional. Optional fields are not nullable: the
// spec never mentions null.

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
