// An enumerated column of the read model: each place's value as a small number for the filters'
// hot loop. The values the documents list come first, in their order; a value this version does
// not know (a carrier a newer platform added, issue 42) gets the next number as it comes, per
// model, so it filters like any other and never falls onto a listed value's number.

export interface ValueCodes {
  index: Map<string, number>;
  values: string[];
  /** How many of `values` the documents list. */
  known: number;
}

/** Codes of a column the size of Uint16Array: past it, further unknown values share the last. */
const MAX_CODE = 0xffff;

export const valueCodes = (known: readonly string[]): ValueCodes => ({
  index: new Map(known.map((value, i) => [value, i])),
  values: [...known],
  known: known.length,
});

/** The value's code, a new one for a value not seen before. */
export function codeOf(codes: ValueCodes, value: string): number {
  let code = codes.index.get(value);
  if (code === undefined) {
    code = Math.min(codes.values.length, MAX_CODE);
    if (code < MAX_CODE) {
      codes.values.push(value);
      codes.index.set(value, code);
    }
  }
  return code;
}

/** The values the documents do not list that any of the first `count` places holds, sorted. */
export function otherValuesIn(codes: ValueCodes, column: ArrayLike<number>, count: number): string[] {
  if (codes.values.length === codes.known) return [];
  const held = new Uint8Array(codes.values.length);
  for (let doc = 0; doc < count; doc++) held[column[doc]!] = 1;
  return codes.values.filter((_, code) => code >= codes.known && held[code] === 1).sort();
}
