import type { BffConfig } from '@/bff/config';
import { ssrDirOf } from '../scripts/web-build';
import { ensureWebBuild } from './bundle';
import { NO_TILES, UPSTREAM_TIMEOUT_MS, sandboxOptions, seededDir, type BenchContext } from './context';
import { spawnServer } from './servers';

// The app as the browser figures load it: the BFF serving the web build (built once per run) over
// a sandbox of `places` synthetic places, with no map tiles. `warm`: the read models are warmed
// after the start, as `npm start` does (/readyz answers 503 until that is over). `separatePlatform`:
// the sandbox in a process of its own, as a remote platform would be. `bffOptions`: settings of
// the BFF beyond those (plain JSON: they travel to the server process).

export async function spawnAppStack(
  ctx: BenchContext,
  places: number,
  {
    warm = false,
    separatePlatform = false,
    bffOptions = {},
  }: { warm?: boolean; separatePlatform?: boolean; bffOptions?: Partial<BffConfig> } = {},
) {
  ctx.webRoot ??= (await ensureWebBuild(ctx)).dir;
  const bff = {
    webRoot: ctx.webRoot,
    serverRenderDir: ssrDirOf(ctx.webRoot),
    mapTileUrl: NO_TILES,
    upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS,
    ...bffOptions,
  };
  if (!separatePlatform)
    return spawnServer({
      role: 'stack',
      warm,
      options: { sandbox: { dataDir: seededDir(ctx, places), seedPlaces: places }, bff },
    });
  // The platform in a process of its own, as a remote one is: the BFF's event loop is then its own
  // (the embedded sandbox builds each list page of 2000 places on the same loop).
  const platform = await spawnServer({
    role: 'sandbox',
    options: sandboxOptions(seededDir(ctx, places), places),
  });
  try {
    const stack = await spawnServer({
      role: 'stack',
      warm,
      options: { upstreamUrl: platform.sandboxUrl, bff },
    });
    return {
      ...stack,
      // The platform the BFF reads (the stack's own embedded sandbox is not it).
      sandboxUrl: platform.sandboxUrl,
      stop: async () => {
        await stack.stop();
        await platform.stop();
      },
    };
  } catch (error) {
    await platform.stop();
    throw error;
  }
}
