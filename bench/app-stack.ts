import { ensureWebBuild } from './bundle';
import { NO_TILES, UPSTREAM_TIMEOUT_MS, seededDir, type BenchContext } from './context';
import { spawnServer } from './servers';

// The app as the browser figures load it: the BFF serving the web build (built once per run) over
// a sandbox of `places` synthetic places, with no map tiles.

export async function spawnAppStack(ctx: BenchContext, places: number) {
  ctx.webRoot ??= (await ensureWebBuild(ctx)).dir;
  return spawnServer({
    role: 'stack',
    options: {
      sandbox: { dataDir: seededDir(ctx, places), seedPlaces: places },
      bff: { webRoot: ctx.webRoot, mapTileUrl: NO_TILES, upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS },
    },
  });
}
