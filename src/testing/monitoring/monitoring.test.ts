import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { signedIn } from '@/testing/signed-in';
import { useStack } from '@/testing/use-stack';

// deploy/monitoring (issue 41): the alert rules are valid and each fires in promtool's unit tests
// (alerts.test.yaml); they are exactly the alerts docs/operations.md promises, the PrometheusRule
// holds the same rules, and every metric an alert or the dashboard reads is one a real BFF exports.

const DIR = resolve('deploy/monitoring');
const read = (file: string) => readFileSync(join(DIR, file), 'utf8');

interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
const groups = parse(read('alerts.yaml')).groups as { name: string; rules: Rule[] }[];
const rules = groups.flatMap((g) => g.rules);

/** promtool (Debian's package prometheus), or why it is not there. */
const promtool = spawnSync('promtool', ['--version'], { encoding: 'utf8' });
const noPromtool = promtool.error ? `promtool not found (${promtool.error.message})` : undefined;
if (noPromtool) console.warn(`promtool checks skipped: ${noPromtool}; apt-get install prometheus adds it.`);

function runPromtool(...args: string[]) {
  const run = spawnSync('promtool', args, { cwd: DIR, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The alerts named in docs/operations.md's "Metrics and alerts" section. */
function documentedAlerts() {
  const doc = readFileSync(resolve('docs/operations.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Metrics and alerts'));
  const end = section.indexOf('\n## ', 1);
  return [
    ...new Set(
      [...(end > 0 ? section.slice(0, end) : section).matchAll(/`(Bff[A-Z]\w+)`/g)].map((m) => m[1]!),
    ),
  ];
}

/** Metric names in a PromQL expression (the BFF's own, Node's and the process's). */
const metricsIn = (expr: string) =>
  [...expr.matchAll(/\b(?:bff|process|nodejs)_[a-z0-9_]+\b/g)].map((m) => m[0]);

describe.skipIf(noPromtool)('the alert rules, by promtool', () => {
  it('are valid rules', () => {
    const check = runPromtool('check', 'rules', 'alerts.yaml');
    expect(check.output).toMatch(/SUCCESS: \d+ rules found/);
    expect(check.status, check.output).toBe(0);
  });

  it('each fire from synthetic series, and stay quiet below their thresholds (alerts.test.yaml)', () => {
    const test = runPromtool('test', 'rules', 'alerts.test.yaml');
    expect(test.status, test.output).toBe(0);
    const tested = read('alerts.test.yaml');
    for (const { alert } of rules)
      expect(tested, alert).toMatch(new RegExp(`alertname: ${alert}\\n\\s+exp_alerts:\\n\\s+- `));
  });

  it('in the PrometheusRule are valid rules too', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rules-'));
    try {
      const spec = parse(read('prometheus-rule.yaml')).spec;
      writeFileSync(join(dir, 'rules.yaml'), JSON.stringify({ groups: spec.groups }));
      const check = runPromtool('check', 'rules', join(dir, 'rules.yaml'));
      expect(check.status, check.output).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the alert rules and the dashboard', () => {
  const stack = useStack();

  it('are the alerts docs/operations.md lists, each with its for, severity, summary and runbook', () => {
    const documented = documentedAlerts();
    expect(documented.length).toBeGreaterThanOrEqual(7);
    expect(rules.map((r) => r.alert).sort()).toEqual([...documented].sort());
    for (const rule of rules) {
      expect(rule.for, rule.alert).toMatch(/^\d+[smh]$/);
      expect(rule.labels?.severity, rule.alert).toMatch(/^(critical|warning)$/);
      expect(rule.annotations, rule.alert).toEqual(
        expect.objectContaining({
          summary: expect.any(String),
          description: expect.any(String),
          runbook: expect.any(String),
        }),
      );
    }
  });

  it('has the same rules in the PrometheusRule as in alerts.yaml', () => {
    expect(parse(read('prometheus-rule.yaml')).spec.groups).toEqual(groups);
  });

  it('reads only metrics the BFF exports (a real /metrics, scraped)', async () => {
    const text = (await (await signedIn(stack(), 'admin')).fetch('/metrics')).text;
    const exported = new Set<string>();
    for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
      exported.add(name!);
      if (type === 'histogram') for (const s of ['_bucket', '_count', '_sum']) exported.add(name + s);
    }
    // The pool's gauges exist only on PostgreSQL (SQLite has no pool): on SQLite, found in the source.
    if (!process.env.DATABASE_URL) {
      const source = readFileSync(resolve('src/bff/metrics.ts'), 'utf8');
      for (const [name] of source.matchAll(/bff_database_pool_[a-z_]+/g)) exported.add(name);
    }
    const dashboard = JSON.parse(read('dashboard.json')) as { panels: { targets: { expr: string }[] }[] };
    const exprs = [
      ...rules.map((r) => r.expr),
      ...dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr)),
    ];
    const used = new Set(exprs.flatMap(metricsIn));
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((name) => !exported.has(name))).toEqual([]);
    // And every metric of the BFF's own is on the dashboard or in an alert.
    const own = [...text.matchAll(/^# TYPE (bff_\S+) /gm)].map((m) => m[1]!);
    const shown = (name: string) => ['', '_bucket', '_count', '_sum'].some((s) => used.has(name + s));
    expect(own.filter((name) => !shown(name))).toEqual([]);
  });
});
