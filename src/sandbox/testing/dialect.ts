import { DialectSchema } from '../dialect';

/**
 * The dialect the tests' sandboxes speak unless a test names one: SANDBOX_DIALECT, as for the
 * sandbox itself, so one test runs against both (`npm run test:dialect` runs a subset in grown).
 */
export const TEST_DIALECT = DialectSchema.parse(process.env.SANDBOX_DIALECT ?? 'documented');

/** What the grown dialect seeds, for tests outside the sandbox to name. */
export { GROWN_ORDER, GROWN_PLACES } from '../store/seed-grown';
