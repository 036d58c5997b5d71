import { Server } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildBff } from './bff/app';
import { listenForMetrics } from './bff/routes/metrics';
import { logOptionsFromEnv } from './bff/logging';
import { ConfigError, parseBffEnv, publicOrigins } from './bff/config';
import { demoRedirectUris, isDemo, resolveBffConfig, type DemoUpstream } from './bff/resolve-config';
import { startSandbox } from './sandbox/app';
import { sandboxConfigFromEnv } from './sandbox/config';
import {
  DEMO_ESHOPS,
  DEMO_KEY,
  DEMO_REST_TOKEN,
  OAUTH_CLIENT_ID,
  OAUTH_CLIENT_SECRET,
} from './sandbox/store/demo-ids';

// `npm start`: the BFF at 127.0.0.1:8080. With no platform configured it embeds the sandbox
// platform on a loopback port and runs in demo mode. This is the one module that knows both.

const DEMO_CREDENTIALS = {
  apiKey: DEMO_KEY,
  basicToken: DEMO_REST_TOKEN,
  clientId: OAUTH_CLIENT_ID,
  clientSecret: OAUTH_CLIENT_SECRET,
  eshops: DEMO_ESHOPS,
};

async function main() {
  const env = parseBffEnv();
  const log = logOptionsFromEnv(process.env); // before the sandbox starts: a bad LOG_LEVEL stops at once
  let demo: DemoUpstream | undefined;
  let stopSandbox: (() => Promise<void>) | undefined;
  if (isDemo(env) && env.DEMO_SANDBOX_URL) {
    demo = { url: env.DEMO_SANDBOX_URL, ...DEMO_CREDENTIALS };
    console.log(`Demo mode: the sandbox platform at ${demo.url}`);
  } else if (isDemo(env)) {
    const { options } = sandboxConfigFromEnv({ ...process.env, SANDBOX_PORT: String(env.SANDBOX_PORT) });
    // Registered: a redirect for every origin the app may be opened at (or OAUTH_REDIRECT_URI).
    const [redirectUri, ...redirectUris] = demoRedirectUris(env);
    // Image URLs point at the BFF, which serves them on the app's (first) public origin.
    const sandbox = await startSandbox(
      { ...options, redirectUri: redirectUri!, redirectUris, publicUrl: publicOrigins(env)[0]! },
      env.SANDBOX_PORT,
    );
    demo = { url: sandbox.url, ...DEMO_CREDENTIALS };
    stopSandbox = () => sandbox.app.close();
    console.log(`Demo mode: embedded sandbox platform at ${sandbox.url}`);
  }
  const config = resolveBffConfig(env, demo);
  const bff = await buildBff(config, { log });
  await bff.app.listen({ host: config.host, port: config.port });
  const metricsServer =
    config.metricsPort === undefined
      ? undefined
      : await listenForMetrics(bff.metrics, config.host, config.metricsPort);
  void bff.warmReadModels(); // in the background: the first search should not wait for a fill
  console.log(
    `Pickup Desk at ${config.publicOrigins.join(', ')}${config.sandbox ? ' (demo: admin, staff, support / password "demo")' : ''}`,
  );

  // Shutdown within a deadline: stop listening at once (a balancer's new connection is refused,
  // and it sends that request elsewhere, a write too) and report not ready. Open connections are
  // kept for IDLE_MS: a request a balancer is sending on one is served and its answer closes the
  // connection (closing an idle one at once would lose such a request, and a balancer retries no
  // write). Then the idle ones are closed; requests in flight get GRACE_MS in all, then every
  // upstream call is failed (its browser gets a 502) and the connections still open are cut.
  // Bulk jobs are handed back once the requests are done; past DEADLINE_MS the process exits.
  const IDLE_MS = 1_000;
  const GRACE_MS = 3_000;
  const DEADLINE_MS = 8_000;
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), DEADLINE_MS).unref();
    setTimeout(() => {
      console.error(`Stopping: requests still in flight after ${GRACE_MS} ms are cut.`);
      void bff.upstream.destroy();
      bff.app.server.closeAllConnections();
    }, GRACE_MS).unref();
    bff.drain();
    metricsServer?.close();
    const server = bff.app.server;
    // Connections that arrived with the signal are taken first: closing the listener resets those
    // still queued. net's close, not http's: http's would close the idle connections at once too.
    await new Promise((resolve) => setImmediate(resolve));
    const drained = new Promise((resolve) => Server.prototype.close.call(server, resolve));
    await Promise.race([drained, sleep(IDLE_MS)]);
    server.closeIdleConnections();
    await bff.app.close(); // waits for the requests in flight, then hands the jobs back
    await stopSandbox?.();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
