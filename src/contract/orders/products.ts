import { z } from 'zod';
import { openEnum, optionalOrNull } from '../open-values';
import { PRODUCT_TYPES } from '../enums';
import { MoneySchema } from './money-address';

// Products of an order (spec 001, 2.1).

export const RecommendedProductSchema = z.looseObject({
  type: optionalOrNull(openEnum(PRODUCT_TYPES)),
  sku: optionalOrNull(z.string()),
  name: optionalOrNull(z.string()),
  description: optionalOrNull(z.string()),
  url: optionalOrNull(z.string()),
  image: optionalOrNull(z.string()),
  price: optionalOrNull(MoneySchema),
});
export type RecommendedProduct = z.infer<typeof RecommendedProductSchema>;

/** Product: the recommended shape plus vat, quantity and referencedSku (spec 001, 2.1). */
export const ProductSchema = RecommendedProductSchema.extend({
  vat: optionalOrNull(z.number()),
  /** int32, at least 1 (spec 001, 2.1 and 8). Not marked required, so it may be absent. */
  quantity: optionalOrNull(z.int32().min(1)),
  /** sku of another product of the same order, e.g. an extended warranty of a laptop. */
  referencedSku: optionalOrNull(z.string()),
});
export type Product = z.infer<typeof ProductSchema>;
