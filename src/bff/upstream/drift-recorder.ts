import type { z } from 'zod';
import {
  MAX_DRIFT_IDS,
  type DriftEntry,
  type DriftReport,
  type DriftReportKind,
  type DriftResource,
} from '@/contract/desk/platform-drift';
import { driftOf } from '@/contract/drift';

// What the platform sends that this version does not know (issue 42), heard from every place and
// order the BFF reads: counted for Prometheus, logged once per finding, and kept for the admins'
// report (GET /bff/platform-drift). In memory, per instance: each instance reads every place of
// the e-shops it serves, so each sees the same drift.

/** Distinct findings kept; past it, new ones are counted under field "(other)" and not listed. */
const MAX_ENTRIES = 200;
const MAX_EXAMPLES = 5;
const MAX_ESHOPS = 20;

export interface DriftSighting {
  resource: DriftResource;
  kind: DriftReportKind;
  field: string;
  value?: string;
}

export interface DriftRecorderOptions {
  /** Hears each sighting (the Prometheus counter). */
  count?: (sighting: DriftSighting) => void;
  /** Hears each finding the first time (the log). */
  first?: (sighting: DriftSighting, id: string | undefined) => void;
  now?: () => Date;
}

interface Entry {
  sighting: DriftSighting;
  ids: Set<string>;
  examples: string[];
  eshopIds: Set<string>;
  firstSeen: Date;
  lastSeen: Date;
}

const idOf = (json: unknown, key: string): string | undefined => {
  const v = (json as Record<string, unknown> | null | undefined)?.[key];
  return typeof v === 'string' && v.length <= 100 ? v : undefined;
};

export function createDriftRecorder(options: DriftRecorderOptions = {}) {
  const now = options.now ?? (() => new Date());
  const since = now();
  const entries = new Map<string, Entry>();

  function note(sighting: DriftSighting, id: string | undefined, eshopId: string | undefined) {
    const key = `${sighting.resource}\u0000${sighting.kind}\u0000${sighting.field}\u0000${sighting.value ?? ''}`;
    let entry = entries.get(key);
    if (!entry) {
      if (entries.size >= MAX_ENTRIES) {
        options.count?.({ resource: sighting.resource, kind: sighting.kind, field: '(other)' });
        return;
      }
      const at = now();
      entry = { sighting, ids: new Set(), examples: [], eshopIds: new Set(), firstSeen: at, lastSeen: at };
      entries.set(key, entry);
      options.first?.(sighting, id);
    }
    entry.lastSeen = now();
    if (id && entry.ids.size < MAX_DRIFT_IDS) entry.ids.add(id);
    if (id && entry.examples.length < MAX_EXAMPLES && !entry.examples.includes(id)) entry.examples.push(id);
    if (eshopId && entry.eshopIds.size < MAX_ESHOPS) entry.eshopIds.add(eshopId);
    options.count?.(sighting);
  }

  return {
    /** An answer read with `schema`: each unknown value, field and null in it. */
    heard(resource: DriftResource, schema: z.ZodType, json: unknown) {
      const id = idOf(json, 'id');
      const eshopId = idOf(json, 'eshopId');
      for (const d of driftOf(schema, json)) note({ resource, ...d }, id, eshopId);
    },
    /** An item that could not be read even openly, and was left out (a place of a page). */
    unreadable(resource: DriftResource, json: unknown) {
      note({ resource, kind: 'unreadable', field: '' }, idOf(json, 'id'), idOf(json, 'eshopId'));
    },
    report(): DriftReport {
      const list: DriftEntry[] = [...entries.values()].map((e) => ({
        ...e.sighting,
        seenOn: e.ids.size,
        examples: e.examples,
        eshopIds: [...e.eshopIds],
        firstSeen: e.firstSeen.toISOString(),
        lastSeen: e.lastSeen.toISOString(),
      }));
      list.sort((a, b) => b.seenOn - a.seenOn || a.field.localeCompare(b.field));
      return { since: since.toISOString(), entries: list };
    },
  };
}

export type DriftRecorder = ReturnType<typeof createDriftRecorder>;

/** The words of a finding, for the log: "a place with carrier ALZABOX, unknown to this version". */
export function describeSighting(s: DriftSighting): string {
  const item = s.resource === 'place' ? 'a place' : 'an order';
  if (s.kind === 'unreadable') return `the platform sent ${item} this version cannot read: it is left out`;
  const what =
    s.kind === 'value'
      ? `${s.field} ${s.value ?? ''}`
      : s.kind === 'field'
        ? `the field ${s.field}`
        : `null for ${s.field}`;
  return `the platform sent ${item} with ${what}, unknown to this version`;
}
