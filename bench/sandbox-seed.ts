import { seedDataDir, type BenchModule } from './context';
import { figure } from './report';
import { ms } from './util';

// How long SANDBOX_SEED_PLACES=100000 takes on a fresh database (seedSyntheticPlaces alone). The
// folder it builds is the 100 000-place database every later module reuses.

const PLACES = 100_000;
const TARGET_MS = 30_000;

export const sandboxSeed: BenchModule = {
  name: 'sandbox seed',
  figures: [{ id: 'sandbox.seed', name: 'sandbox: seed 100 000 places', target: '< 30 s' }],
  timeoutMs: 180_000,
  async run(ctx, emit) {
    const { seedMs, setupMs } = seedDataDir(ctx, PLACES);
    emit(
      figure({
        id: 'sandbox.seed',
        name: 'sandbox: seed 100 000 places',
        value: ms(seedMs),
        target: '< 30 s',
        pass: seedMs < TARGET_MS,
        note: `fresh SQLite file; + ${ms(setupMs)} schema and demo data before it`,
        data: { places: PLACES, seedMs, setupMs },
      }),
    );
  },
};
