// The seeded random source of the demo data and the small helpers of its numbers and texts: every
// run draws the same values.

export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;

/** mulberry32: a tiny 32-bit PRNG, good enough for demo data and fully reproducible. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  /** A duration between two bounds, whole minutes. */
  span(min: number, max: number): number {
    return Math.round((min + this.next() * (max - min)) / MIN) * MIN;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    const item = items[this.int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  digits(n: number): string {
    return Array.from({ length: n }, () => this.int(0, 9)).join('');
  }
  hex(n: number): string {
    return Array.from({ length: n }, () => this.int(0, 15).toString(16)).join('');
  }
  /** A version 4 UUID with the RFC 4122 variant. */
  uuid(): string {
    const variant = this.pick(['8', '9', 'a', 'b']);
    return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${variant}${this.hex(3)}-${this.hex(12)}`;
  }
}

/** FNV-1a of a text: the seed of each order, so orders do not depend on one another. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export const iso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
export const round2 = (n: number) => Math.round(n * 100) / 100;
/** "Kolářová" → "kolarova", for e-mail addresses. */
export const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

export function nth<T>(items: readonly T[], i: number): T {
  const item = items[i % items.length];
  if (item === undefined) throw new Error('index into an empty list');
  return item;
}
