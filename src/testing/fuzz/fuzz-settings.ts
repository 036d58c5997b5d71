// The fuzzer's budget: fixed and short in `npm test`, longer by `npm run fuzz` (FUZZ_RUNS,
// FUZZ_SECONDS per property, FUZZ_SEED to replay or to explore another sequence).

const numberFrom = (name: string, fallback: number) => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value;
};

export const fuzzSettings = () => ({
  seed: numberFrom('FUZZ_SEED', 49),
  numRuns: numberFrom('FUZZ_RUNS', 12),
  timeLimitMs: numberFrom('FUZZ_SECONDS', 1.5) * 1000,
});

/** A test's own timeout: its property's time limit and room for the shrinking after a failure. */
export const fuzzTestTimeout = () => fuzzSettings().timeLimitMs * 4 + 10_000;
