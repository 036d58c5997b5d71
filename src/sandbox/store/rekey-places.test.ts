import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './db';
import { DEMO_ESHOP } from './demo-ids';
import { MIGRATIONS } from './migrations';
import { createPlacesRepo } from './places-repo';
import { seededUuid, syntheticPlace } from './seed-places';

// The platform's list sorts names and towns in Czech order (issue 45), and a database written
// before, whose sort keys folded every mark (Žilina among the Z's first), is re-keyed when opened.

const TOWNS = ['Žilina', 'Zlín', 'Čáslav', 'Cvikov', 'Hradec Králové', 'Chomutov'];
const CZECH_ORDER = ['Cvikov', 'Čáslav', 'Hradec Králové', 'Chomutov', 'Zlín', 'Žilina'];
/** The sort key before: every mark dropped, `ch` two letters. */
const foldedKey = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const dirs: string[] = [];
const dbs: Db[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function openIn(file: string) {
  const db = openDatabase(file);
  dbs.push(db);
  return db;
}

const names = (db: Db, sort: string) =>
  createPlacesRepo(db)
    .list({ eshopId: DEMO_ESHOP, page: 0, size: 20, sort: [sort] })
    .items.map((p) => p.name);

describe('the list’s order of names and towns', () => {
  it('is Czech, and a database keyed the old way is re-keyed when opened', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rekey-'));
    dirs.push(dir);
    const file = join(dir, 'sandbox.sqlite');
    const db = openIn(file);
    const repo = createPlacesRepo(db);
    TOWNS.forEach((town, n) => {
      const base = syntheticPlace(n);
      repo.create('demo', {
        ...base,
        id: seededUuid(`rekey/${n}`),
        eshopId: DEMO_ESHOP,
        originPickupPlaceId: `R-${n}`,
        name: town,
        location: { ...base.location, city: town },
      });
    });
    expect(names(db, 'name')).toEqual(CZECH_ORDER);
    expect(names(db, 'location.city,desc')).toEqual([...CZECH_ORDER].reverse());

    // As a database of the version before left them: folded keys.
    const fold = db.prepare('UPDATE places SET name = ?, city = ? WHERE seq = ?');
    for (const row of db
      .prepare<[], { seq: number; name: string }>(
        `SELECT seq, json_extract(doc, '$.name') AS name FROM places`,
      )
      .all())
      fold.run(foldedKey(row.name), foldedKey(row.name), row.seq);
    db.pragma(`user_version = ${MIGRATIONS.length - 1}`);
    expect(names(db, 'name')).not.toEqual(CZECH_ORDER);
    dbs.pop()!.close();

    const reopened = openIn(file);
    expect(reopened.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(names(reopened, 'name')).toEqual(CZECH_ORDER);
    expect(names(reopened, 'location.city')).toEqual(CZECH_ORDER);
  });
});
