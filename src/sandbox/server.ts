import { startSandbox } from './app';
import { sandboxConfigFromEnv } from './config';

// `npm run sandbox`: the sandbox platform alone, at http://127.0.0.1:8090 by default.

try {
  const { port, host, options } = sandboxConfigFromEnv();
  const started = Date.now();
  const sandbox = await startSandbox({ ...options, logger: true }, port, host);
  console.log(
    `Sandbox platform at ${sandbox.url} (data in ${options.dataDir}, ready in ${Date.now() - started} ms)`,
  );
  const stop = async () => {
    await sandbox.app.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
