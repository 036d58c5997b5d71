// The pre-flight's report: one line per assumption the product makes of the platform, a verdict
// and its reason. Only `fail` is what would break the app; `drift` is the platform differing from
// the documents in a way this version copes with (said in the reason), `skipped` what was not tried.

export const VERDICTS = ['pass', 'drift', 'fail', 'skipped'] as const;
export type Verdict = (typeof VERDICTS)[number];

export interface Check {
  /** Stable name for machines: `places.etag`. */
  id: string;
  /** What is assumed, for people: "ETag on every GET, 304 on If-None-Match". */
  title: string;
  verdict: Verdict;
  reason: string;
  /** Further lines (each drift finding with its count). */
  details?: string[];
  /** The drift findings themselves, for machines (`--json`). */
  findings?: Finding[];
}

export interface Finding {
  kind: string;
  field: string;
  value?: string;
  /** Answers it was seen on, of `of` read. */
  seenOn: number;
  of: number;
}

export interface Report {
  platform: { pickup: string | null; rest: string | null };
  writeEshop: string | null;
  checks: Check[];
}

export const check = (
  id: string,
  title: string,
  verdict: Verdict,
  reason: string,
  details?: string[],
): Check => ({ id, title, verdict, reason, ...(details?.length ? { details } : {}) });

/** 0 when nothing would break the app (drift and skips included), 1 otherwise. */
export const exitCodeOf = (report: Report) => (report.checks.some((c) => c.verdict === 'fail') ? 1 : 0);

const LABEL: Record<Verdict, string> = { pass: 'pass', drift: 'drift', fail: 'FAIL', skipped: 'skipped' };

export function formatText(report: Report): string {
  const lines = [
    `Pre-flight of the platform: places ${report.platform.pickup ?? '(not configured)'}, orders ${report.platform.rest ?? '(not configured)'}`,
    report.writeEshop ? `Writing allowed in e-shop ${report.writeEshop}` : 'Read-only (no --write-eshop)',
    '',
  ];
  for (const c of report.checks) {
    lines.push(`${LABEL[c.verdict].padEnd(7)} ${c.title}: ${c.reason}`);
    for (const d of c.details ?? []) lines.push(`          ${d}`);
  }
  const count = (v: Verdict) => report.checks.filter((c) => c.verdict === v).length;
  lines.push(
    '',
    `${count('pass')} pass, ${count('drift')} drift, ${count('fail')} FAIL, ${count('skipped')} skipped: ` +
      (exitCodeOf(report)
        ? 'the app would not work against this platform as it is.'
        : 'nothing here breaks the app.'),
  );
  return lines.join('\n');
}
