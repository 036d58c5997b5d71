import { z } from 'zod';
import { DELIVERY_STATES, ORDER_CARRIERS, ORDER_STATES } from '../enums';

// Order, carrier and delivery states of the order document (spec 001, 2.1 and 2.4).

export const OrderStateSchema = z.enum(ORDER_STATES);
/** Carrier of the order document: the pickup place set without four carriers (spec 001, 2.4). */
export const OrderCarrierSchema = z.enum(ORDER_CARRIERS);
export const DeliveryStateSchema = z.enum(DELIVERY_STATES);
export type OrderState = z.infer<typeof OrderStateSchema>;
export type OrderCarrier = z.infer<typeof OrderCarrierSchema>;
export type DeliveryState = z.infer<typeof DeliveryStateSchema>;
