import { z } from 'zod';
import { COUNTRY_CODES, DESTINATION_TYPES } from '../enums';
import { OrderCarrierSchema } from './states';

// Money, addresses and the destination of an order (spec 001, 2.1).

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
