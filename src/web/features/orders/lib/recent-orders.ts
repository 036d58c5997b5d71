import { useMemo, useSyncExternalStore } from 'react';

// Recently looked-up orders, per signed-in user, in this browser (ids only, no order data).

const MAX = 8;
const key = (username: string) => `pickup-desk.recent-orders.${username}`;

/** Screens showing the list, told when a lookup is remembered so that they show it at once. */
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

function parse(raw: string | null): string[] {
  try {
    const list = JSON.parse(raw ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string').slice(0, MAX) : [];
  } catch {
    return [];
  }
}

export const recentOrders = (username: string): string[] => parse(localStorage.getItem(key(username)));

/** The user's recent lookups, kept current as lookups are remembered. */
export function useRecentOrders(username: string): string[] {
  const raw = useSyncExternalStore(subscribe, () => (username ? localStorage.getItem(key(username)) : null));
  return useMemo(() => parse(raw), [raw]);
}

export function rememberOrder(username: string, id: string) {
  const next = [id, ...recentOrders(username).filter((x) => x !== id)].slice(0, MAX);
  localStorage.setItem(key(username), JSON.stringify(next));
  listeners.forEach((listener) => listener());
}
