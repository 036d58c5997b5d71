import type { z } from 'zod';
import { driftOf, type Drift } from '@/contract/drift';
import type { Finding } from './report';

// What the answers read carry that this version's documents do not list (issue 42), counted: how
// many places (or orders) each unknown value, field and null was seen on. Those the contract cannot
// read at all are counted apart, with the first reason, since the app skips or refuses them.

export interface DriftTally {
  read: number;
  findings: Map<string, { drift: Drift; seenOn: number }>;
  unreadable: number;
  firstUnreadable?: string;
}

export const newTally = (): DriftTally => ({ read: 0, findings: new Map(), unreadable: 0 });

/** Adds one answer's findings (each once per answer) and whether the schema reads it. */
export function tally(into: DriftTally, schema: z.ZodType, value: unknown, name: string): void {
  into.read++;
  for (const drift of driftOf(schema, value)) {
    const key = `${drift.kind}\u0000${drift.field}\u0000${drift.value ?? ''}`;
    const entry = into.findings.get(key);
    if (entry) entry.seenOn++;
    else into.findings.set(key, { drift, seenOn: 1 });
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    into.unreadable++;
    if (!into.firstUnreadable) {
      const issue = parsed.error.issues[0];
      into.firstUnreadable = `${name}: ${issue?.path.join('.') || '(whole)'} ${issue?.message ?? ''}`.trim();
    }
  }
}

/** One line a finding: `value carrier = NEW_CARRIER: 3 of 28 places`, most seen first. */
export function findingLines(t: DriftTally, noun: string): string[] {
  return [...t.findings.values()]
    .sort((a, b) => b.seenOn - a.seenOn || a.drift.field.localeCompare(b.drift.field))
    .map(({ drift, seenOn }) => {
      const what = drift.kind === 'value' ? `${drift.field} = ${drift.value}` : drift.field;
      return `${drift.kind} ${what}: ${seenOn} of ${t.read} ${noun}`;
    });
}

/** The findings for machines. */
export const findingsOf = (t: DriftTally): Finding[] =>
  [...t.findings.values()].map(({ drift, seenOn }) => ({ ...drift, seenOn, of: t.read }));
