import { jsonOf } from './http';
import { check, type Check } from './report';
import { PLACES, placesCall, type PreflightConfig } from './platform';

// Whether the platform takes "until midnight" as the app writes it (issue 49): the specifications'
// HH:mm leaves 24:00 open. The app writes an interval ending 24:00, or 23:59 with
// PLATFORM_MIDNIGHT=23:59 (upstream/platform-midnight.ts). When the configured end is refused or
// read back otherwise, the other is tried, so the reason can name the setting that works.

export const MIDNIGHT_TITLE = 'An interval ending at midnight is taken and read back as written';

type End = '24:00' | '23:59';
const OTHER: Record<End, End> = { '24:00': '23:59', '23:59': '24:00' };

/** What the platform made of hours 20:00–`end` on Monday: the change's status, and Monday read back. */
async function tryEnd(config: PreflightConfig, id: string, etag: string, end: End) {
  const changed = await placesCall(config, `${PLACES}/${id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', 'if-match': etag },
    body: JSON.stringify({ openingHours: { regular: { monday: [{ from: '20:00', to: end }] } } }),
  });
  const read = await placesCall(config, `${PLACES}/${id}`);
  const monday = (jsonOf(read) as { openingHours?: { regular?: { monday?: unknown } } } | undefined)
    ?.openingHours?.regular?.monday;
  const kept =
    changed.status === 200 && JSON.stringify(monday) === JSON.stringify([{ from: '20:00', to: end }]);
  return { status: changed.status, monday, kept, etag: read.headers.etag ?? etag };
}

/** The check, and the place's ETag after it. */
export async function midnightCheck(
  config: PreflightConfig,
  id: string,
  etag: string,
): Promise<{ result: Check; etag: string }> {
  const end: End = config.platformMidnight ?? '24:00';
  const setting = `PLATFORM_MIDNIGHT=${end}`;
  const verdict = (v: 'pass' | 'fail', reason: string) => check('writes.midnight', MIDNIGHT_TITLE, v, reason);
  const first = await tryEnd(config, id, etag, end);
  if (first.kept)
    return {
      result: verdict('pass', `${setting}: 20:00–${end} taken (200) and read back as written`),
      etag: first.etag,
    };
  const what =
    first.status === 200
      ? `20:00–${end} was read back as ${JSON.stringify(first.monday)}`
      : `hours until ${end} answered ${first.status}`;
  const other = await tryEnd(config, id, first.etag, OTHER[end]);
  const reason = other.kept
    ? `${what}, and 20:00–${OTHER[end]} is taken and read back: set PLATFORM_MIDNIGHT=${OTHER[end]}`
    : `${what}, and 20:00–${OTHER[end]} is not taken either (${other.status}): the app would show other hours than it wrote`;
  return { result: verdict('fail', reason), etag: other.etag };
}
