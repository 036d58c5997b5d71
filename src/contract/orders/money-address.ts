import { z } from 'zod';
import { openEnum, optionalOrNull } from '../open-values';
import { COUNTRY_CODES, DESTINATION_TYPES } from '../enums';
import { OrderCarrierSchema } from './states';

// Money, addresses and the destination of an order (spec 001, 2.1).

/** Money (spec 001, 2.1): currency is an ISO 4217 code, hence three upper-case letters. */
export const MoneySchema = z.looseObject({
  amount: z.number(),
  currency: z.string().regex(/^[A-Z]{3}$/, { error: 'must be an ISO 4217 currency code such as CZK' }),
});
export type Money = z.infer<typeof MoneySchema>;

/** Destination.address; BillingDetails.billingAddress has the same shape (spec 001, 2.1). */
export const AddressSchema = z.looseObject({
  line1: optionalOrNull(z.string()),
  line2: optionalOrNull(z.string()),
  city: optionalOrNull(z.string()),
  postalCode: optionalOrNull(z.string()),
  state: optionalOrNull(z.string()),
  region: optionalOrNull(z.string()),
  countryCode: optionalOrNull(openEnum(COUNTRY_CODES)),
  longitude: optionalOrNull(z.number()),
  latitude: optionalOrNull(z.number()),
});
export type Address = z.infer<typeof AddressSchema>;

export const ParcelShopSchema = z.looseObject({
  carrier: OrderCarrierSchema,
  countryCode: optionalOrNull(openEnum(COUNTRY_CODES)),
  /** The carrier's own id of the shop or box. */
  parcelShopId: optionalOrNull(z.string()),
  pickupPlaceId: optionalOrNull(z.string()),
  businessHours: optionalOrNull(z.string()),
});
export type ParcelShop = z.infer<typeof ParcelShopSchema>;

export const DestinationSchema = z.looseObject({
  type: openEnum(DESTINATION_TYPES),
  address: optionalOrNull(AddressSchema),
  parcelShop: optionalOrNull(ParcelShopSchema),
});
export type Destination = z.infer<typeof DestinationSchema>;
