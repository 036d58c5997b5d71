import { writeFile } from 'node:fs/promises';
import { errorText, round } from './util';

// One row of the benchmark: what was measured, against which baseline, and whether the target holds.

export type Status = 'ok' | 'MISS' | 'n/a' | 'info';

export interface Figure {
  /** Stable key for the JSON, e.g. "bff.get.c10.median". */
  id: string;
  /** The row's label in the table. */
  name: string;
  /** The measured value, formatted. */
  value: string;
  /** The baseline measured in the same run, formatted. */
  baseline?: string;
  /** value / baseline, for figures that have a natural baseline. */
  ratio?: number;
  /** The target, as text; absent when the figure is informational. */
  target?: string;
  status: Status;
  note?: string;
  /** The raw numbers behind the row, for the JSON. */
  data?: Record<string, unknown>;
}

/** A figure whose target holds when `pass` is true; no target means informational. */
export function figure(fields: Omit<Figure, 'status'> & { pass?: boolean }): Figure {
  const { pass, ...rest } = fields;
  const status: Status = rest.target === undefined || pass === undefined ? 'info' : pass ? 'ok' : 'MISS';
  return { ...rest, ...(rest.ratio === undefined ? {} : { ratio: round(rest.ratio, 2) }), status };
}

/** A figure that could not be measured, with the reason. */
export function notMeasured(spec: FigureSpec, reason: unknown): Figure {
  return { ...spec, value: 'n/a', status: 'n/a', note: errorText(reason) };
}

/** What a module promises to measure, so a failed module still yields its rows (as n/a). */
export interface FigureSpec {
  id: string;
  name: string;
  target?: string;
}

const COLUMNS = ['Figure', 'Value', 'Baseline (same run)', 'Ratio', 'Target', 'Status', 'Note'] as const;

function cells(f: Figure): string[] {
  return [
    f.name,
    f.value,
    f.baseline ?? '—',
    f.ratio === undefined ? '—' : `${f.ratio.toFixed(2)}×`,
    f.target ?? '—',
    f.status,
    f.note ?? '',
  ];
}

/** The figures as one aligned text table (Markdown-compatible). */
export function formatTable(figures: Figure[]): string {
  const rows = [COLUMNS.slice(), ...figures.map(cells)];
  const widths = COLUMNS.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}

export interface BenchReport {
  startedAt: string;
  durationS: number;
  machine: { cpus: number; cpuModel: string; node: string; platform: string; memoryGiB: number };
  /** 1-minute load average at the start and the end: other work on the machine skews the figures. */
  loadAverage: { start: number; end: number };
  figures: Figure[];
}

export async function writeReport(path: string, report: BenchReport) {
  await writeFile(path, `${JSON.stringify(report, null, 2)}\n`);
}
