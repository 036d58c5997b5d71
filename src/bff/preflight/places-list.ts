import { PickupPlaceSchema } from '@/contract/places';
import { PageFrameSchema } from '../upstream/place-reading';
import { findingLines, findingsOf, newTally, tally } from './drift-tally';
import { jsonOf } from './http';
import { check, type Check } from './report';
import { guarded, listPath, placesCall, type PreflightConfig } from './platform';

// The list operation (spec 000, 2.5 and 4): the page's frame the BFF reads (`items`, `page`), the
// sort syntax it sends (`property,(asc|desc)`, several allowed), and every place of the e-shops
// read beside the contract for what it does not list (issue 42).

/** What the read model asks for a page, and how many pages the pre-flight reads at most per e-shop. */
const PAGE_SIZE = 500;
const MAX_PAGES = 200;

export function pageShape(config: PreflightConfig): Promise<Check> {
  const title = 'A page is {items, page: {totalPages, totalElements, size, number, first, last}}';
  return guarded('places.page', title, async () => {
    const answer = await placesCall(config, listPath(config.eshops[0]?.id ?? '', 'page=0&size=2'));
    const frame = PageFrameSchema.safeParse(jsonOf(answer));
    if (answer.status !== 200) return check('places.page', title, 'fail', `answered ${answer.status}`);
    if (!frame.success) {
      const where = frame.error.issues.map((i) => i.path.join('.') || '(whole)').join(', ');
      return check('places.page', title, 'fail', `the BFF cannot read this page: ${where}`);
    }
    const { items, page } = frame.data;
    if (items.length > 2)
      return check('places.page', title, 'drift', `size=2 answered ${items.length} items`);
    return check('places.page', title, 'pass', page ? `${page.totalElements} places` : 'page: null');
  });
}

const namesOf = (body: unknown) =>
  PageFrameSchema.safeParse(body).data?.items.map((p) => String((p as { name?: unknown }).name ?? '')) ?? [];

export function sortSyntax(config: PreflightConfig): Promise<Check> {
  const title = 'Sort as sort=property,(asc|desc), several allowed';
  return guarded('places.sort', title, async () => {
    const eshop = config.eshops[0]?.id ?? '';
    const asc = await placesCall(config, listPath(eshop, 'size=50&sort=name,asc&sort=id,asc'));
    const desc = await placesCall(config, listPath(eshop, 'size=50&sort=name,desc'));
    if (asc.status !== 200 || desc.status !== 200)
      return check(
        'places.sort',
        title,
        'fail',
        `answered ${asc.status} and ${desc.status}: the list's sorting breaks`,
      );
    const [up, down] = [namesOf(jsonOf(asc)), namesOf(jsonOf(desc))];
    if (new Set(up).size < 2)
      return check('places.sort', title, 'pass', 'accepted (too few places to see the order)');
    return up[0] !== down[0]
      ? check('places.sort', title, 'pass', `name,asc starts "${up[0]}", name,desc "${down[0]}"`)
      : check(
          'places.sort',
          title,
          'drift',
          'accepted, but asc and desc start alike: the sort seems ignored',
        );
  });
}

export function placesDrift(config: PreflightConfig): Promise<Check> {
  const title = 'Places carry only values, fields and nulls this version knows';
  return guarded('places.drift', title, async () => {
    const t = newTally();
    const unreadPages: string[] = [];
    for (const eshop of config.eshops) {
      for (let page = 0; page < MAX_PAGES; page++) {
        const answer = await placesCall(config, listPath(eshop.id, `page=${page}&size=${PAGE_SIZE}`));
        const frame = PageFrameSchema.safeParse(jsonOf(answer));
        if (answer.status !== 200 || !frame.success) {
          unreadPages.push(`e-shop ${eshop.id}, page ${page}: ${answer.status}`);
          break;
        }
        for (const item of frame.data.items)
          tally(t, PickupPlaceSchema, item, `place ${String((item as { id?: unknown })?.id)}`);
        if (frame.data.items.length < PAGE_SIZE || !frame.data.page || frame.data.page.last) break;
      }
    }
    const lines = findingLines(t, 'places');
    const result = (verdict: 'pass' | 'drift' | 'fail', reason: string) => ({
      ...check('places.drift', title, verdict, reason, lines),
      findings: findingsOf(t),
    });
    if (unreadPages.length)
      return result(
        'fail',
        `a page of places cannot be read (the app refuses it): ${unreadPages.join('; ')}`,
      );
    if (t.unreadable)
      return result(
        'fail',
        `${t.unreadable} of ${t.read} places cannot be read (a page holding one is refused): ${t.firstUnreadable}`,
      );
    if (t.findings.size)
      return result(
        'drift',
        `${t.findings.size} unknown value(s), field(s) or null(s) in ${t.read} places; read openly`,
      );
    return result('pass', `${t.read} places read, nothing unknown`);
  });
}
