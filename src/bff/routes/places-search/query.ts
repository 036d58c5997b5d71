import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { FILTER_ALLOWED_VALUES } from '@/contract/place-search';
import type { BffConfig } from '@/bff/config';
import { rejectInvalid } from '@/bff/contract-routes';
import { Problem } from '@/bff/problem';
import { requireUser } from '@/bff/plugins/session';
import type { PlacesModel } from '@/bff/read-model/places-model';
import type { PlacesModelCache } from '@/bff/read-model/places-model-cache';
import { requireManagedEshop } from '../places/context';

// What the search and the exports share: the query checked against the contract (a bad value is a
// 400 naming the parameter and, for an enumeration, every allowed value), and the read model of an
// e-shop this installation manages (the same scope as the places proxy: another e-shop is 404).

export interface SearchDeps {
  config: BffConfig;
  places: PlacesModelCache;
}

/** The route options of a search or export: the query declared with its contract schema. */
export const searchRoute = <S extends z.ZodObject>(querystring: S) => ({
  schema: { querystring },
  attachValidation: true,
});

/**
 * Throws the 400 for a query Fastify found invalid: each bad parameter named, an unknown one with
 * the known ones, and an enumeration's every allowed value (`allowed`), so a hand-edited address
 * or an old bookmark says what would work.
 */
export function rejectInvalidQuery(request: FastifyRequest, schema: z.ZodObject) {
  rejectInvalid(request, 'querystring', (issues) => queryProblem(schema, issues));
}

function queryProblem(schema: z.ZodObject, issues: z.ZodError) {
  const known = Object.keys(schema.shape).join(', ');
  const errors = issues.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ field: key, message: `is not a known parameter (known: ${known})` }))
      : [{ field: String(issue.path[0] ?? ''), message: issue.message }],
  );
  const allowed = Object.fromEntries(
    errors.flatMap(({ field }) =>
      FILTER_ALLOWED_VALUES[field] ? [[field, FILTER_ALLOWED_VALUES[field]]] : [],
    ),
  );
  return new Problem(400, 'validation-error', 'Invalid request', 'The query is invalid.', {
    errors,
    ...(Object.keys(allowed).length ? { allowed } : {}),
  });
}

/** The signed-in user's view of an e-shop's places (waits for a fill when there is none yet). */
export async function readModelFor(
  { config, places }: SearchDeps,
  request: FastifyRequest,
  eshopId: string,
): Promise<PlacesModel> {
  requireUser(request, 'places:read');
  requireManagedEshop(config, eshopId);
  return places.get(eshopId);
}
