import { DELIVERY_STATES, ORDER_CARRIERS, ORDER_STATES } from '../enums';
import { openEnum } from '../open-values';

// Order, carrier and delivery states of the order document (spec 001, 2.1 and 2.4). Read openly
// (open-values.ts, issue 42): a value the documents do not list is kept as its string. The types
// below are the documented values, for what the product itself writes and the tables it labels.

export const OrderStateSchema = openEnum(ORDER_STATES);
/** Carrier of the order document: the pickup place set without four carriers (spec 001, 2.4). */
export const OrderCarrierSchema = openEnum(ORDER_CARRIERS);
export const DeliveryStateSchema = openEnum(DELIVERY_STATES);
export type OrderState = (typeof ORDER_STATES)[number];
export type OrderCarrier = (typeof ORDER_CARRIERS)[number];
export type DeliveryState = (typeof DELIVERY_STATES)[number];
