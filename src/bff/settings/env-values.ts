import { z } from 'zod';
import { UuidSchema } from '@/contract/common';
import { parseTrustProxy } from '../security/trusted-proxies';

// The schemas of single environment variables that need more than zod's own (lists, booleans).

export const optionalUrl = z
  .url()
  .transform((u) => u.replace(/\/$/, ''))
  .optional();
export const int = (fallback: number, min = 1) => z.coerce.number().int().min(min).default(fallback);

/** PUBLIC_ORIGIN: one or several origins (`scheme://host[:port]`), comma-separated. */
export const OriginsSchema = z.string().transform((text, ctx) => {
  const list = text
    .split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean);
  for (const origin of list) {
    let url: URL | undefined;
    try {
      url = new URL(origin);
    } catch {
      // reported below
    }
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== origin.toLowerCase()) {
      ctx.addIssue({ code: 'custom', message: `"${origin}" is not an origin like https://desk.example.com` });
      return z.NEVER;
    }
  }
  if (!list.length) ctx.addIssue({ code: 'custom', message: 'names no origin' });
  return list.map((o) => o.toLowerCase());
});

export const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

/** ESHOPS: `id:Name,id:Name` or a JSON array of {id, name}. */
export const EshopsSchema = z
  .string()
  .transform((text, ctx) => {
    try {
      if (text.trim().startsWith('[')) return JSON.parse(text) as unknown;
      return text
        .split(',')
        .filter((s) => s.trim())
        .map((entry) => {
          const [id = '', ...name] = entry.split(':');
          return { id: id.trim(), name: name.join(':').trim() || id.trim() };
        });
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be "id:Name,id:Name" or a JSON array of {id, name}' });
      return z.NEVER;
    }
  })
  .pipe(z.array(z.object({ id: UuidSchema, name: z.string().min(1) })).min(1));

/** TRUST_PROXY: whose X-Forwarded-* and X-Request-Id are believed (security/trusted-proxies.ts). */
export const TrustProxySchema = z
  .string()
  .optional()
  .transform((text, ctx) => {
    const trust = parseTrustProxy(text);
    if (typeof trust === 'object' && !Array.isArray(trust)) {
      ctx.addIssue({ code: 'custom', message: trust.error });
      return z.NEVER;
    }
    return trust;
  });

/** A yes/no variable: true, false, 1, 0, yes or no. */
export const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .default(fallback)
    .transform((v) => ['true', '1', 'yes'].includes(v));
