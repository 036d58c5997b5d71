import { UuidSchema } from '@/contract/common';

// What support pastes into the order box: the order's id, or an address that carries it (the
// customer's tracking page, this app's order page, the e-shop's order page). The platform finds an
// order by its id only (spec 001, 4.1), so an order number is recognised to say so, not searched.

export type OrderInput =
  | { kind: 'id'; id: string }
  /** Looks like an order number (e.g. 20261001, B-2026-00101): the platform cannot look it up. */
  | { kind: 'orderNumber' }
  /** An address or text with several different ids: which one is the order's is not known. */
  | { kind: 'ambiguous' }
  | { kind: 'invalid' };

const UUID_ANYWHERE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** Digits with at most a few letters, dashes, slashes or dots, and no spaces: an e-shop's order number. */
const ORDER_NUMBER = /^#?[a-z]{0,4}[-/.]?\d[\d\-/.]{2,}[a-z]?$/i;

export function parseOrderInput(text: string): OrderInput {
  const value = text.trim();
  const whole = value.toLowerCase();
  if (UuidSchema.safeParse(whole).success) return { kind: 'id', id: whole };
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    // A stray % is no reason to refuse the address: read it as it is.
  }
  const ids = [...new Set((decoded.match(UUID_ANYWHERE) ?? []).map((id) => id.toLowerCase()))].filter(
    (id) => UuidSchema.safeParse(id).success,
  );
  if (ids.length === 1) return { kind: 'id', id: ids[0]! };
  if (ids.length > 1) return { kind: 'ambiguous' };
  return ORDER_NUMBER.test(value) ? { kind: 'orderNumber' } : { kind: 'invalid' };
}
