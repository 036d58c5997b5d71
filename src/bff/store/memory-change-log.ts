import type { PlaceChange } from './place-change';
import { CHANGE_LOG_RETENTION_MS, type LoggedChange, type ReadModelChanges } from './read-model-changes';
import type { ReadModelGenerations } from './read-model-generations';

// The change log and the generations of a BFF that is the only instance (SQLite: its database is a
// local file no other instance shares). Nobody else reads the log, and the read models live in this
// process's memory anyway (a restart fills them afresh), so a database write per change would buy
// nothing: the same numbering and the same entries, kept here. The one reader is this process's own
// fill, which catches up with the changes made while it ran.

interface Entry extends LoggedChange {
  at: number;
}

export function createMemoryChangeLog(): { changes: ReadModelChanges; generations: ReadModelGenerations } {
  const logs = new Map<string, Entry[]>();
  const counters = new Map<string, number>();
  const bump = (eshopId: string) => {
    const generation = (counters.get(eshopId) ?? 0) + 1;
    counters.set(eshopId, generation);
    return generation;
  };
  const changes: ReadModelChanges = {
    async record(eshopId: string, change: PlaceChange, now = Date.now()) {
      const generation = bump(eshopId);
      let log = logs.get(eshopId);
      if (!log) logs.set(eshopId, (log = []));
      log.push({ generation, change, at: now });
      return generation;
    },
    async since(eshopId, generation, until, limit) {
      const log = logs.get(eshopId) ?? [];
      // In order and without holes: the first entry after `generation` sits at a known offset.
      const first = log[0]?.generation ?? Infinity;
      const from = Math.max(0, generation + 1 - first);
      return log
        .slice(from, from + limit)
        .filter((e) => e.generation > generation && e.generation <= until)
        .map(({ generation: g, change }) => ({ generation: g, change }));
    },
    async prune(retentionMs = CHANGE_LOG_RETENTION_MS, now = Date.now()) {
      let pruned = 0;
      for (const [eshopId, log] of logs) {
        const keep = log.findIndex((e) => e.at >= now - retentionMs);
        const drop = keep < 0 ? log.length : keep;
        if (drop) logs.set(eshopId, log.slice(drop));
        pruned += drop;
      }
      return pruned;
    },
  };
  const generations: ReadModelGenerations = {
    current: async (eshopId) => counters.get(eshopId) ?? 0,
    bump: async (eshopId) => void bump(eshopId),
  };
  return { changes, generations };
}
