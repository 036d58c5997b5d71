import { z } from 'zod';
import {
  ADDITIONAL_COST_TYPES,
  LANGUAGE_CODES,
  PAYMENT_METHODS,
  PAYMENT_SERVICES,
  PAYMENT_STATES,
  PAYMENT_TAGS,
} from '../enums';
import { AddressSchema, MoneySchema } from './money-address';

// What the customer pays and who they are: costs, payment, customer, billing details (spec 001, 2.1).

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
