import { describe, expect, it } from 'vitest';
import { parseOrderInput } from './order-input';

// Issue 29: the order box takes the id, or an address that carries it, and says why an order
// number cannot be looked up.

const ID = 'cccccccc-cccc-4ccc-8ccc-cccccccccc19';

describe('what is pasted into the order box', () => {
  it('takes an id, trimmed and lower-cased', () => {
    expect(parseOrderInput(`  ${ID.toUpperCase()} `)).toEqual({ kind: 'id', id: ID });
  });

  it('takes the id out of a tracking page or an order page address', () => {
    expect(parseOrderInput(`https://sandbox.example/track/${ID}`)).toEqual({ kind: 'id', id: ID });
    expect(parseOrderInput(`http://127.0.0.1:8080/orders/${ID}?tab=parcels#order-parcels`)).toEqual({
      kind: 'id',
      id: ID,
    });
    expect(parseOrderInput(`https://track.example/?order=${encodeURIComponent(ID)}`)).toEqual({
      kind: 'id',
      id: ID,
    });
    expect(parseOrderInput(`https://x.example/${ID}/parcel/${ID.toUpperCase()}`)).toEqual({
      kind: 'id',
      id: ID,
    });
  });

  it('does not guess between two ids', () => {
    expect(parseOrderInput(`https://x.example/${ID}/${'dddddddd-dddd-4ddd-8ddd-dddddddddd01'}`)).toEqual({
      kind: 'ambiguous',
    });
  });

  it('recognises an order number, which the platform cannot look up', () => {
    for (const number of ['20261019', 'B-2026-00101', '#1042', '2026/0042'])
      expect(parseOrderInput(number), number).toEqual({ kind: 'orderNumber' });
  });

  it('refuses anything else', () => {
    for (const text of [
      '',
      'cccccccc-cccc-4ccc-8ccc-not-an-id',
      'Jana Nováková',
      'https://sandbox.example/track/',
    ])
      expect(parseOrderInput(text), text).toEqual({ kind: 'invalid' });
  });
});
