import proxyAddr from '@fastify/proxy-addr';

// Which senders' forwarding headers are believed (TRUST_PROXY). The client address is then the
// nearest hop of X-Forwarded-For that is not a trusted proxy: what a proxy in front appended, never
// what the client wrote there itself. The same rule decides whether X-Request-Id and
// X-Forwarded-Proto are taken from the sender.

/** Off; the number of proxies in front (each appends a hop); or their addresses and CIDRs. */
export type TrustProxy = false | number | string[];

export type TrustFunction = (address: string, hop: number) => boolean;

/** proxy-addr's names for ranges (loopback: 127.0.0.1/8 and ::1, and so on). */
const RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY's text → the setting, or the reason it is not one. */
export function parseTrustProxy(text: string | undefined): TrustProxy | { error: string } {
  const value = (text ?? '').trim();
  if (['', '0', 'false', 'no'].includes(value)) return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (['true', 'yes'].includes(value))
    return {
      error:
        'trusting every sender lets any client choose its own address: give the number of proxies in front (1 for one nginx) or their addresses',
    };
  const list = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of list) {
    if (RANGES.has(entry)) continue;
    try {
      proxyAddr.compile(entry);
    } catch {
      return { error: `"${entry}" is not an IP address, a CIDR range, loopback, linklocal or uniquelocal` };
    }
  }
  return list;
}

/** The trust function Fastify and the request id use. */
export function trustFunction(trust: TrustProxy): TrustFunction {
  if (trust === false) return () => false;
  // A hop count trusts the nearest `trust` senders whoever they are: right only where the app
  // cannot be reached but through the proxies (otherwise list them).
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile(trust);
}
