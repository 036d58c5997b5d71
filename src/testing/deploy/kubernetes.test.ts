import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parseAllDocuments, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../free-port';
import { signedIn } from '../signed-in';
import { DEMO_ESHOP } from '../stack';

// deploy/kubernetes played by `podman kube play` (`npm run test:deploy`, with the image built as
// IMAGE) against a PostgreSQL container: the Deployment's pods read their secrets from the
// mounted Secret (the *_FILE variables), take their settings from the ConfigMap, migrate the
// database once and serve the app. What a test cannot have from podman is filled in: the image's
// name, the addresses of PostgreSQL and of the demo platform, and a host port to reach a pod.

const run = promisify(execFile);
const IMAGE = process.env.IMAGE;
const MANIFESTS = join(import.meta.dirname, '../../../deploy/kubernetes');
const podman = async (...args: string[]) =>
  (await run('podman', args, { maxBuffer: 16 << 20 })).stdout.trim();
const name = `desk-kube-${process.pid}`;
let dir: string;
let url: string;
const played: string[] = [];

type Manifest = { kind: string; metadata: { name: string }; spec?: any; data?: any; stringData?: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function manifests(file: string): Promise<Manifest[]> {
  return parseAllDocuments(await readFile(join(MANIFESTS, file), 'utf8')).map((d) => d.toJS() as Manifest);
}

async function play(file: string, docs: Manifest[]) {
  const path = join(dir, file);
  await writeFile(path, docs.map((d) => stringify(d)).join('---\n'));
  played.push(path);
  await podman('kube', 'play', '--network', name, path);
}

const ipOf = async (container: string) =>
  podman('inspect', '--format', `{{(index .NetworkSettings.Networks "${name}").IPAddress}}`, container);

describe.skipIf(!IMAGE)('the Kubernetes manifests', () => {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kube-'));
    await podman('network', 'create', name);
    const postgresImage = process.env.LOCAL_BASE_IMAGES
      ? 'localhost/pickup-desk-postgres:15'
      : 'docker.io/library/postgres:16';
    await podman(
      'run',
      '-d',
      '--name',
      `${name}-postgres`,
      '--network',
      name,
      '-e',
      'POSTGRES_USER=desk',
      '-e',
      'POSTGRES_PASSWORD=kube-test',
      '-e',
      'POSTGRES_DB=desk',
      postgresImage,
    );
    const postgres = await ipOf(`${name}-postgres`);

    const withImage = (docs: Manifest[]) => {
      for (const doc of docs)
        for (const container of doc.spec?.template?.spec?.containers ?? []) container.image = IMAGE;
      return docs;
    };
    await play(
      'sandbox.yaml',
      withImage(await manifests('demo/sandbox.yaml')).filter((d) => d.kind !== 'Service'),
    );
    const sandbox = await ipOf('pickup-desk-sandbox-pod-sandbox');

    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const [config] = await manifests('configmap.yaml');
    Object.assign(config!.data, { PUBLIC_ORIGIN: url, DEMO_SANDBOX_URL: `http://${sandbox}:8090` });
    const [secret] = await manifests('secret.yaml');
    secret!.stringData['database-url'] = `postgres://desk:kube-test@${postgres}:5432/desk`;
    const [deployment] = withImage(await manifests('deployment.yaml'));
    deployment!.spec.template.spec.containers[0].ports[0].hostPort = port;
    await play('app.yaml', [config!, secret!, deployment!]);

    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (
        await fetch(`${url}/readyz`).then(
          (res) => res.ok,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(
      `the pod never became ready:\n${await podman('logs', 'pickup-desk-pod-app').catch(String)}`,
    );
  }, 240_000);

  afterAll(async () => {
    for (const path of played.reverse()) await podman('kube', 'down', path).catch(() => undefined);
    await podman('rm', '-f', '-t', '0', `${name}-postgres`).catch(() => undefined);
    await podman('network', 'rm', '-f', name).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  }, 120_000);

  it('serves the app from PostgreSQL with the secrets read from files', async () => {
    const staff = await signedIn({ bffUrl: url }, 'staff');
    const res = await staff.fetch(`/bff/places/search?eshopId=${DEMO_ESHOP}&size=5`);
    expect(res.status, res.text).toBe(200);
    const env = await podman(
      'exec',
      'pickup-desk-pod-app',
      'node',
      '-e',
      'console.log(Object.keys(process.env).join(" "))',
    );
    expect(env).toContain('DATABASE_URL_FILE');
    expect(env.split(' ')).not.toContain('DATABASE_URL');
    const tables = await podman(
      'exec',
      `${name}-postgres`,
      'psql',
      '-U',
      'desk',
      '-d',
      'desk',
      '-tAc',
      "select count(*) from information_schema.tables where table_name = 'sessions'",
    );
    expect(Number(tables)).toBeGreaterThan(0);
  });
});
