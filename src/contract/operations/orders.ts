import type { z } from 'zod';
import type { UuidSchema } from '../common';
import type { OrderSchema } from '../orders/order';
import { operation } from './operation';

// Orders: the platform's order relayed by the BFF with the user's or the installation's rights
// (spec 002). The answer is read with the tolerant schema: a grown platform's additions pass.

/** The params of an order's path (its id, a UUID), checked by the BFF's route. */
type OrderIdParams = z.ZodObject<{ orderId: typeof UuidSchema }>;

export const orderOperations = {
  get: operation<{
    params: OrderIdParams;
    answers: { 200: typeof OrderSchema };
  }>()('GET', '/api/v1/order/:orderId'),
};
