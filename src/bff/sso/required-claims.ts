import { z } from 'zod';
import { claimValues } from './role-map';

// OIDC_REQUIRED_CLAIMS: claims an ID token must carry with one of the given values, so that an
// issuer that signs for many companies lets in only this one's users (Google Workspace's `hd`,
// Entra ID's `tid`). A group name ("desk-admins") is no proof of the company: anyone can make one.

/** Claim name → the values it may have (any one of them). */
export type RequiredClaims = Record<string, string[]>;

/** `hd=example.com` or `tid=…,tid=…` (a claim named twice may have either value). */
export const RequiredClaimsSchema = z.string().transform((text, ctx): RequiredClaims => {
  const claims: RequiredClaims = {};
  for (const entry of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const cut = entry.indexOf('=');
    const name = entry.slice(0, cut).trim();
    const value = entry.slice(cut + 1).trim();
    if (cut < 1 || !name || !value) {
      ctx.addIssue({ code: 'custom', message: `"${entry}" is not "claim=value"` });
      return z.NEVER;
    }
    (claims[name] ??= []).push(value);
  }
  if (!Object.keys(claims).length) ctx.addIssue({ code: 'custom', message: 'names no claim' });
  return claims;
});

/** Issuers whose tokens are signed for every tenant alike: an operator must name theirs. */
const MULTI_TENANT = [
  /^https:\/\/accounts\.google\.com$/,
  /^https:\/\/login\.microsoftonline\.com\/(common|organizations|consumers)(\/v2\.0)?$/,
];

export const isMultiTenantIssuer = (issuer: string) =>
  MULTI_TENANT.some((pattern) => pattern.test(issuer.replace(/\/$/, '')));

/** The first required claim the token lacks or has with another value; undefined when all match. */
export function missingClaim(claims: Record<string, unknown>, required: RequiredClaims): string | undefined {
  return Object.entries(required).find(
    ([name, allowed]) => !claimValues(claims, name).some((v) => allowed.includes(v)),
  )?.[0];
}
