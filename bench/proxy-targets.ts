import { DEMO_ESHOP, DEMO_KEY } from './context';

// The three ways the bff-proxy bench (bff-proxy.ts) reads the same places: straight from the
// sandbox, through the BFF and through the bare proxy, each checked before any load is sent.

export interface Target {
  url: string;
  paths: string[];
  headers: Record<string, string>;
}
/** The same places straight from the sandbox, through the BFF and through the bare proxy. */
export interface Targets {
  direct: Target;
  viaBff: Target & { pid: number };
  bare: Target & { pid: number };
}
/** The three ways to the sandbox's first 500 places, each checked with one response. */
export async function targetsOf(
  sandboxUrl: string,
  bff: { pid: number; url: string; cookie: string },
  bareProxy: { pid: number; url: string },
): Promise<Targets> {
  const list = await fetch(
    `${sandboxUrl}/api/v1/pickup-place?prettyPrint=false&eshopId=${DEMO_ESHOP}&size=500`,
    {
      headers: { 'x-api-key': DEMO_KEY },
    },
  );
  const ids = ((await list.json()) as { items: { id: string }[] }).items.map((p) => p.id);
  if (ids.length === 0) throw new Error('no places to read');
  const targets: Targets = {
    direct: {
      url: sandboxUrl,
      paths: ids.map((id) => `/api/v1/pickup-place/${id}?prettyPrint=false`),
      headers: { 'x-api-key': DEMO_KEY, accept: 'application/json' },
    },
    viaBff: {
      pid: bff.pid,
      url: bff.url,
      paths: ids.map((id) => `/api/v1/pickup-place/${id}`),
      headers: { cookie: bff.cookie, accept: 'application/json' },
    },
    bare: {
      pid: bareProxy.pid,
      url: bareProxy.url,
      paths: ids.map((id) => `/api/v1/pickup-place/${id}`),
      headers: { accept: 'application/json' },
    },
  };
  // One response of each, so a broken setup fails here rather than as a wall of errors.
  for (const t of [targets.direct, targets.viaBff, targets.bare]) {
    const res = await fetch(`${t.url}${t.paths[0]}`, { headers: t.headers });
    if (res.status !== 200) throw new Error(`${t.url}${t.paths[0]} answered ${res.status}`);
    await res.arrayBuffer();
  }
  return targets;
}
