import { keyAccepted, badKeyRefused } from './places-access';
import { czechProblems, etags, gzipAnswers, gzipRequests, problemDetail } from './places-conventions';
import { pageShape, placesDrift, sortSyntax } from './places-list';
import { badCredentialsRefused, czechEnvelope, errorEnvelope, orderDrift, tokenAccepted } from './orders';
import { check, type Check, type Report } from './report';
import type { PreflightConfig, PreflightOptions } from './platform';
import { writeChecks } from './writes';

// The pre-flight as a whole: every check in turn (one at a time: a platform's sandbox is not to be
// loaded), places first, then orders, then what only a write shows.

const PLACE_CHECKS = [
  keyAccepted,
  badKeyRefused,
  pageShape,
  sortSyntax,
  etags,
  gzipAnswers,
  gzipRequests,
  problemDetail,
  czechProblems,
  placesDrift,
];
const ORDER_CHECKS = [tokenAccepted, badCredentialsRefused, errorEnvelope, czechEnvelope, orderDrift];

export async function runPreflight(config: PreflightConfig, options: PreflightOptions = {}): Promise<Report> {
  const checks: Check[] = [];
  if (config.pickup) for (const run of PLACE_CHECKS) checks.push(await run(config));
  else checks.push(check('places', 'Pickup place service', 'skipped', 'PICKUP_BASE_URL is not set'));
  if (config.rest) for (const run of ORDER_CHECKS) checks.push(await run(config, options.orderId));
  else checks.push(check('orders', 'Order lookup', 'skipped', 'REST_URL is not set'));
  if (config.pickup) checks.push(...(await writeChecks(config, options.writeEshop)));
  return {
    platform: { pickup: config.pickup?.baseUrl ?? null, rest: config.rest?.url ?? null },
    writeEshop: options.writeEshop ?? null,
    checks,
  };
}
