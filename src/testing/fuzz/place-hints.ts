import fc from 'fast-check';
import type { Hints } from './json-schema-arbitrary';

// Values for the place fields whose rules JSON Schema does not state (refinements of the contract:
// a phone's digit count, a coordinate's range, hours that close after they open, an e-mail's
// shape), so that valid runs create and change places rather than earn only 400s. The same names
// are the suites' `refinedFields`: a generated value of another shape may be refused naming one.

// The phone is not among them: its document states the digit count as a pattern (a lookahead). Its
// hint stays, because fast-check cannot generate from a lookahead.
export const REFINED_PLACE_FIELDS = ['latitude', 'longitude', 'openingHours', 'email'];

const coordinate = (limit: number) =>
  fc.double({ min: -limit, max: limit, noNaN: true }).map((n) => n.toFixed(6));

const hours = fc
  .tuple(fc.integer({ min: 0, max: 11 }), fc.integer({ min: 12, max: 23 }))
  .map(([from, to]) => [{ from: `${String(from).padStart(2, '0')}:00`, to: `${to}:30` }]);

export const placeHints: Hints = {
  phone: fc.stringMatching(/^\+420 \d{3} \d{3} \d{3}$/),
  email: fc.stringMatching(/^[a-z]{1,10}@[a-z]{2,10}\.cz$/),
  latitude: coordinate(90),
  longitude: coordinate(180),
  openingHours: fc.record(
    { regular: fc.record({ monday: hours, friday: hours }, { requiredKeys: [] }) },
    { requiredKeys: ['regular'] },
  ),
};
