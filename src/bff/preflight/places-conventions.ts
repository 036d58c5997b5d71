import { gzipSync } from 'node:zlib';
import { ProblemDetailSchema } from '@/contract/common';
import { jsonOf, textOf, type Heard } from './http';
import { check, type Check } from './report';
import { PLACES, guarded, looksCzech, listPath, placesCall, type PreflightConfig } from './platform';

// The platform's conventions as the pickup place service meets them (spec 001, 7; spec 000, 2.6
// and 7): ETag and 304, gzip both ways, ProblemDetail on a bad request, Czech on Accept-Language.

/** A place of the configured e-shops, to read one by id. */
async function somePlaceId(config: PreflightConfig): Promise<string | undefined> {
  for (const eshop of config.eshops) {
    const body = jsonOf(await placesCall(config, listPath(eshop.id, 'size=1'))) as {
      items?: { id?: unknown }[];
    };
    const id = body?.items?.[0]?.id;
    if (typeof id === 'string') return id;
  }
  return undefined;
}

/** 304 with no body to the ETag just sent, or what came instead. */
async function revalidates(config: PreflightConfig, path: string, etag: string) {
  const again = await placesCall(config, path, { headers: { 'if-none-match': etag } });
  return again.status === 304 && again.raw.length === 0 ? undefined : `If-None-Match got ${again.status}`;
}

export function etags(config: PreflightConfig): Promise<Check> {
  const title = 'ETag on every GET, 304 on If-None-Match';
  return guarded('places.etag', title, async () => {
    const list = listPath(config.eshops[0]?.id ?? '', 'size=5');
    const id = await somePlaceId(config);
    const paths = id ? [list, `${PLACES}/${id}`] : [list];
    const missing: string[] = [];
    const stale: string[] = [];
    for (const path of paths) {
      const answer = await placesCall(config, path);
      const etag = answer.headers.etag;
      if (!etag) missing.push(path === list ? 'a page' : 'a place');
      else {
        const wrong = await revalidates(config, path, etag);
        if (wrong) stale.push(`${path === list ? 'a page' : 'a place'}: ${wrong}`);
      }
    }
    if (missing.includes('a place'))
      return check(
        'places.etag',
        title,
        'fail',
        'a place comes without ETag: the editor cannot save (If-Match)',
      );
    if (missing.length || stale.length)
      return check(
        'places.etag',
        title,
        'drift',
        `${[...missing.map((m) => `${m} without ETag`), ...stale].join('; ')}: every refresh reads whole pages again`,
      );
    return check('places.etag', title, 'pass', id ? 'a page and a place' : 'a page (no place to read)');
  });
}

export function gzipAnswers(config: PreflightConfig): Promise<Check> {
  const title = 'gzip answers on Accept-Encoding: gzip';
  return guarded('places.gzip', title, async () => {
    const answer = await placesCall(config, listPath(config.eshops[0]?.id ?? '', 'size=20'), {
      headers: { 'accept-encoding': 'gzip' },
    });
    if (!/gzip/i.test(answer.headers['content-encoding'] ?? ''))
      return check('places.gzip', title, 'drift', 'answered uncompressed: pages take longer to arrive');
    return textOf(answer) !== undefined && jsonOf(answer) !== undefined
      ? check('places.gzip', title, 'pass', `${answer.raw.length} bytes gzip`)
      : check('places.gzip', title, 'fail', 'says gzip but does not unpack to JSON');
  });
}

export function gzipRequests(config: PreflightConfig): Promise<Check> {
  const title = 'gzip request bodies (Content-Encoding: gzip)';
  return guarded('places.gzip-request', title, async () => {
    // An empty body, refused by validation whatever happens: read-only, and a 400 shows it was unpacked.
    const answer = await placesCall(config, PLACES, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync('{}'),
    });
    if (answer.status === 400)
      return check('places.gzip-request', title, 'pass', 'unpacked and validated (400)');
    if (answer.status < 300)
      return check('places.gzip-request', title, 'fail', `an empty place was accepted (${answer.status})`);
    return check(
      'places.gzip-request',
      title,
      'drift',
      `answered ${answer.status}; the app sends no gzip bodies`,
    );
  });
}

/** A list request every platform refuses as invalid input: an e-shop id that is no UUID. */
const badRequest = (config: PreflightConfig, language?: string) =>
  placesCall(config, listPath('not-a-uuid'), language ? { headers: { 'accept-language': language } } : {});

const problemOf = (answer: Heard) => ProblemDetailSchema.safeParse(jsonOf(answer)).data;

export function problemDetail(config: PreflightConfig): Promise<Check> {
  const title = 'ProblemDetail (application/problem+json) on a bad request';
  return guarded('places.problem', title, async () => {
    const answer = await badRequest(config);
    const problem = problemOf(answer);
    const type = answer.headers['content-type'] ?? '';
    if (answer.status !== 400)
      return check('places.problem', title, 'drift', `a bad e-shop id answered ${answer.status}, not 400`);
    if (!problem || problem.status !== 400 || !problem.title)
      return check(
        'places.problem',
        title,
        'drift',
        'the 400 is no ProblemDetail: users see a general message',
      );
    return /problem\+json/.test(type)
      ? check('places.problem', title, 'pass', `400 "${problem.title}"`)
      : check('places.problem', title, 'drift', `a ProblemDetail as ${type || 'no Content-Type'}`);
  });
}

export function czechProblems(config: PreflightConfig): Promise<Check> {
  const title = 'Accept-Language: cs answered in Czech (places)';
  return guarded('places.czech', title, async () => {
    const [en, cs] = [problemOf(await badRequest(config, 'en')), problemOf(await badRequest(config, 'cs'))];
    const text = (p: typeof en) => `${p?.title ?? ''} ${p?.detail ?? ''}`;
    if (cs && text(cs) !== text(en) && looksCzech(text(cs)))
      return check('places.czech', title, 'pass', `"${cs.title ?? cs.detail}"`);
    return check(
      'places.czech',
      title,
      'drift',
      'answered in English: Czech users read the platform’s messages in English',
    );
  });
}
