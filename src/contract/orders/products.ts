import { z } from 'zod';
import { PRODUCT_TYPES } from '../enums';
import { MoneySchema } from './money-address';

// Products of an order (spec 001, 2.1).

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
