import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createOrdersRepo } from '@/sandbox/store/orders-repo';
import { createPlacesRepo } from '@/sandbox/store/places-repo';
import { openDatabase } from '@/sandbox/store/db';
import { seedDemoData, seedSyntheticPlaces } from '@/sandbox/store/seed';
import type { SandboxOptions } from '@/sandbox/config';
import type { Figure, FigureSpec } from './report';

// What the benchmark's modules share: a scratch folder, the web build, and sandbox data folders
// seeded once (a 100 000-place database takes seconds to build, so it is built one time only).

export { DEMO_ESHOP, DEMO_KEY, SHOWCASE_ORDER } from '@/sandbox/store/demo-ids';
/** The BFF's default UPSTREAM_TIMEOUT_MS (src/bff/config.ts); startStack's test value is 5 s. */
export const UPSTREAM_TIMEOUT_MS = 10_000;
/** A closed loopback port: the map works without tiles, and nothing leaves the machine. */
export const NO_TILES = 'http://127.0.0.1:9/{z}/{x}/{y}.png';

export interface BenchContext {
  /** Scratch folder of this run, removed at the end. */
  tmp: string;
  /** The built SPA the BFF serves, once the bundle module found or built it. */
  webRoot?: string;
  /** Sandbox data folders by number of synthetic places, seeded once. */
  seeded: Map<number, string>;
  /** When the running module's time is up (Date.now() scale): repeated measurements may stop early. */
  deadline: number;
  log: (line: string) => void;
}

export interface SeedTiming {
  dir: string;
  /** seedSyntheticPlaces alone. */
  seedMs: number;
  /** Opening, migrating and the demo data, before it. */
  setupMs: number;
}

/** Builds a sandbox data folder with `count` synthetic places in the demo e-shop, timed. */
export function seedDataDir(ctx: BenchContext, count: number): SeedTiming {
  const dir = join(ctx.tmp, `sandbox-${count}`);
  mkdirSync(dir, { recursive: true });
  const start = performance.now();
  const db = openDatabase(join(dir, 'sandbox.sqlite'));
  try {
    const places = createPlacesRepo(db);
    seedDemoData(db, places, createOrdersRepo(db));
    const seedStart = performance.now();
    seedSyntheticPlaces(db, places, count);
    const seedMs = performance.now() - seedStart;
    ctx.seeded.set(count, dir);
    return { dir, seedMs, setupMs: seedStart - start };
  } finally {
    db.close();
  }
}

/** A data folder with `count` synthetic places, seeding it when no module did yet. */
export function seededDir(ctx: BenchContext, count: number): string {
  return ctx.seeded.get(count) ?? seedDataDir(ctx, count).dir;
}

/** Options of a sandbox over an existing data folder (its seed count makes the start a no-op). */
export function sandboxOptions(
  dataDir: string,
  seedPlaces: number,
  extra: Partial<SandboxOptions> = {},
): SandboxOptions {
  return {
    dataDir,
    maxImageBytes: 5 * 1024 * 1024,
    tokenTtlS: 3600,
    codeTtlS: 90,
    seedPlaces,
    redirectUri: 'http://127.0.0.1:9/auth/callback',
    ...extra,
  };
}

export type Emit = (figure: Figure) => void;

/** A part of the benchmark: the rows it promises, and how to measure them. */
export interface BenchModule {
  name: string;
  figures: FigureSpec[];
  /** Upper bound of the module's run time; past it, its rows not yet emitted are n/a. */
  timeoutMs: number;
  /** Measures, emitting each row as soon as it is known; a row never emitted becomes n/a. */
  run(ctx: BenchContext, emit: Emit): Promise<void>;
}
