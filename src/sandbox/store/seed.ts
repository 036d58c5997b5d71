import type { Dialect } from '../dialect';
import type { Db } from './db';
import type { OrdersRepo } from './orders-repo';
import type { PlacesRepo } from './places-repo';
import { grownOrder, grownPlace } from './seed-grown';
import { buildSeedOrders } from './seed-orders';
import { demoPlaces, otherPlaces, syntheticPlace } from './seed-places';

/**
 * Seeds the contract's demo data once, on the first start of an empty database; in the grown
 * dialect, changed as seed-grown.ts says (a folder seeded in one dialect keeps its data).
 */
export function seedDemoData(
  db: Db,
  places: PlacesRepo,
  orders: OrdersRepo,
  dialect: Dialect = 'documented',
): boolean {
  const seeded = db.prepare("SELECT value FROM meta WHERE key = 'seeded'").get();
  if (seeded) return false;
  const grown = dialect === 'grown';
  db.transaction(() => {
    places.insertMany('demo', grown ? demoPlaces().map(grownPlace) : demoPlaces());
    places.insertMany('other', grown ? otherPlaces().map(grownPlace) : otherPlaces());
    const seedOrders = buildSeedOrders();
    orders.insertMany(grown ? seedOrders.map((r) => ({ ...r, order: grownOrder(r.order) })) : seedOrders);
    db.prepare("INSERT INTO meta (key, value) VALUES ('seeded', ?)").run(new Date().toISOString());
  })();
  return true;
}

/**
 * Makes sure `count` synthetic places exist (SANDBOX_SEED_PLACES). Idempotent: a restart with the
 * same count adds nothing, a larger count adds only the missing ones.
 */
export function seedSyntheticPlaces(db: Db, places: PlacesRepo, count: number): number {
  const existing = (
    db.prepare("SELECT value FROM meta WHERE key = 'synthetic'").get() as { value: string } | undefined
  )?.value;
  const from = existing ? Number(existing) : 0;
  if (count <= from) return 0;
  function* range() {
    for (let n = from; n < count; n++) yield syntheticPlace(n);
  }
  // Filling sorted indexes row by row costs most of a bulk load; building them afterwards in one
  // sorted pass is several times faster (100 000 places: see the README's Performance section).
  const indexes = db
    .prepare<[], { sql: string; name: string }>(
      "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND name LIKE 'places_by_%'",
    )
    .all();
  db.transaction(() => {
    for (const index of indexes) db.exec(`DROP INDEX ${index.name}`);
    places.insertMany('demo', range());
    for (const index of indexes) db.exec(index.sql);
    db.prepare(
      "INSERT INTO meta (key, value) VALUES ('synthetic', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    ).run(String(count));
  })();
  return count - from;
}
