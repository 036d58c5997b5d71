import type { z } from 'zod';
import { FILTER_ALLOWED_VALUES, OPEN_FILTERS, type PlaceFilters } from '@/contract/place-search';
import type { PlacesModel } from '@/bff/read-model/places-model';
import { otherValuesIn } from '@/bff/read-model/value-codes';
import type { BffConfig } from '@/bff/config';
import { Problem } from '@/bff/problem';
import { requireRole } from '@/bff/plugins/session';
import type { PlacesModelCache } from '@/bff/read-model/places-model-cache';
import type { InputWording } from '@/server/contract-routes';
import { managedEshop } from '../places/context';

// What the search and the exports share: the query checked against the contract (a bad value is a
// 400 naming the parameter and, for an enumeration, every allowed value), and the read model of an
// e-shop this installation manages (the same scope as the places proxy: another e-shop is 404).

export interface SearchDeps {
  config: BffConfig;
  places: PlacesModelCache;
}

/**
 * The route options of a search or export: the query declared with its contract schema, checked
 * after sign-in and role (no session, no details about it), the e-shop once it is checked.
 */
export const searchRoute = <S extends z.ZodObject>(querystring: S, config: BffConfig) => ({
  schema: { querystring },
  config: { invalidInput: queryWording(querystring) },
  preValidation: requireRole('places:read'),
  preHandler: managedEshop(config).inQuery,
});

/** The query's wording of its route's invalid input (`queryProblem`). */
const queryWording =
  (schema: z.ZodObject): InputWording =>
  (invalid) =>
    queryProblem(schema, invalid.issues);

/**
 * The 400 for a query that does not match `schema`: each bad parameter named, an unknown one with
 * the known ones, and an enumeration's every allowed value (`allowed`), so a hand-edited address
 * or an old bookmark says what would work.
 */
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

type OtherValues = Record<'type' | 'carrier' | 'country', string[]>;
/** Each model's other values at its version: a scan of every place, so once per change, not per search. */
const otherValuesSeen = new WeakMap<PlacesModel, { version: number; values: OtherValues }>();

/** The values of the e-shop's places that the documents do not list, per open filter, sorted. */
export function otherValuesOf(model: PlacesModel): OtherValues {
  const seen = otherValuesSeen.get(model);
  if (seen?.version === model.version) return seen.values;
  const count = model.places.length;
  const values = {
    type: otherValuesIn(model.codes.type, model.typeOf, count),
    carrier: otherValuesIn(model.codes.carrier, model.carrierOf, count),
    country: otherValuesIn(model.codes.country, model.countryOf, count),
  };
  otherValuesSeen.set(model, { version: model.version, values });
  return values;
}

/**
 * The open filters' values checked against the e-shop's places (issue 42): a value the documents
 * do not list is allowed when a place holds it, else it is a 400 naming the parameter and every
 * allowed value, the listed ones and the e-shop's others, as for any other bad value.
 */
export function checkOpenFilters(model: PlacesModel, filters: PlaceFilters): void {
  const others = otherValuesOf(model);
  const errors: { field: string; message: string }[] = [];
  const allowed: Record<string, readonly string[]> = {};
  for (const key of OPEN_FILTERS) {
    const listed = FILTER_ALLOWED_VALUES[key]!;
    const bad = (filters[key] ?? []).filter((v) => !listed.includes(v) && !others[key].includes(v));
    if (!bad.length) continue;
    allowed[key] = [...listed, ...others[key]];
    errors.push({ field: key, message: `${bad.join(', ')}: must be one of the values listed in allowed` });
  }
  if (errors.length)
    throw new Problem(400, 'validation-error', 'Invalid request', 'The query is invalid.', {
      errors,
      allowed,
    });
}
