import { z } from 'zod';
import { openEnum, optionalOrNull } from '../open-values';
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

export const AdditionalCostSchema = z.looseObject({
  type: openEnum(ADDITIONAL_COST_TYPES),
  price: MoneySchema,
  /** "Must match the pattern of at least one non-whitespace character" (spec 001, 2.1). */
  name: optionalOrNull(
    z.string().regex(/\S/, { error: 'must contain at least one non-whitespace character' }),
  ),
});
export type AdditionalCost = z.infer<typeof AdditionalCostSchema>;

export const PaymentSchema = z.looseObject({
  /** Deprecated: use state (spec 001, 9). */
  paid: optionalOrNull(z.boolean()),
  state: openEnum(PAYMENT_STATES),
  /** Meaningful with state UNPAID (spec 001, 2.1). */
  tag: optionalOrNull(openEnum(PAYMENT_TAGS)),
  method: openEnum(PAYMENT_METHODS),
  service: openEnum(PAYMENT_SERVICES),
  link: optionalOrNull(z.string()),
});
export type Payment = z.infer<typeof PaymentSchema>;

/** All three fields are required (spec 001, 2.1); their formats are not shown, so plain strings. */
export const CustomerSchema = z.looseObject({
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
export const BillingDetailsSchema = z.looseObject({
  name: optionalOrNull(z.string()),
  companyName: optionalOrNull(z.string()),
  billingAddress: optionalOrNull(AddressSchema),
  /** Company registration number. */
  crn: optionalOrNull(z.string()),
  vatId: optionalOrNull(z.string()),
  email: optionalOrNull(z.string()),
  phone: optionalOrNull(z.string()),
  /** Two-letter ISO 639-1 language of the order. */
  language: optionalOrNull(openEnum(LANGUAGE_CODES)),
});
export type BillingDetails = z.infer<typeof BillingDetailsSchema>;
