import { ensureWebBuild } from './bundle';
import { NO_TILES, UPSTREAM_TIMEOUT_MS, seededDir, type BenchContext } from './context';
import { spawnServer } from './servers';

// The app as the browser figures load it: the BFF serving the web build (built once per run) over
// a sandbox of `places` synthetic places, with no map tiles. `warm`: the read models are warmed
// after the start, as `npm start` does (/readyz answers 503 until that is over).

export async function spawnAppStack(ctx: BenchContext, places: number, { warm = false } = {}) {
  ctx.webRoot ??= (await ensureWebBuild(ctx)).dir;
  return spawnServer({
    role: 'stack',
    warm,
    options: {
      sandbox: { dataDir: seededDir(ctx, places), seedPlaces: places },
      bff: { webRoot: ctx.webRoot, mapTileUrl: NO_TILES, upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS },
    },
  });
}
