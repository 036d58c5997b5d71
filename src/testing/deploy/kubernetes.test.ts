import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parseAllDocuments, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient, DEMO_ESHOP } from '../stack';

// deploy/kubernetes played by `podman kube play` (`npm run test:deploy`, with the image built as
// IMAGE) as docs/operations.md ("Kubernetes") has them applied: demo/'s PostgreSQL and platform,
// then the ConfigMap and the Deployment, whose pods read their secrets from mounted files (the
// *_FILE variables), migrate the database once and serve the app. The Secrets are the test's
// own, made as the documented commands make them (no manifest ships one). What a test cannot have
// from podman (4.3) is filled in: the images' names (a local PostgreSQL stand-in where no registry
// is reachable); the addresses of PostgreSQL and of the demo platform (podman has no Services, so
// the pods are reached at theirs); a Secret mounted as a volume (its kube play panics), so the
// Secrets' keys are written as files to host folders mounted where the kubelet would mount them;
// and podman publishes container ports on the host, which two replicas on one machine cannot
// share (nor PostgreSQL beside the host's own). Kinds podman does not play (Service,
// NetworkPolicy, PodDisruptionBudget, ServiceMonitor) are left out; manifests.test.ts reads them.

const run = promisify(execFile);
const IMAGE = process.env.IMAGE;
const MANIFESTS = join(import.meta.dirname, '../../../deploy/kubernetes');
const podman = async (...args: string[]) =>
  (await run('podman', args, { maxBuffer: 16 << 20 })).stdout.trim();
const name = `desk-kube-${process.pid}`;
let dir: string;
let urls: string[];
const played: string[] = [];

type Manifest = { kind: string; metadata: { name: string }; spec?: any; data?: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function manifests(file: string): Promise<Manifest[]> {
  return parseAllDocuments(await readFile(join(MANIFESTS, file), 'utf8')).map((d) => d.toJS() as Manifest);
}

/** Plays what podman can of these documents. */
async function play(file: string, docs: Manifest[]) {
  const path = join(dir, file);
  const playable = docs.filter((d) => ['Deployment', 'ConfigMap'].includes(d.kind));
  await writeFile(path, playable.map((d) => stringify(d)).join('---\n'));
  played.push(path);
  await podman('kube', 'play', '--network', name, path);
}

const ipOf = async (container: string) =>
  podman('inspect', '--format', `{{(index .NetworkSettings.Networks "${name}").IPAddress}}`, container);

/** The pod spec of the document's Deployment. */
const podOf = (docs: Manifest[]) => docs.find((d) => d.kind === 'Deployment')!.spec.template.spec;

/** The Secret volume becomes a host folder holding its keys as files (what the kubelet mounts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function secretAsFolder(pod: any, secretName: string, keys: Record<string, string>) {
  const volume = pod.volumes.find(
    (v: { secret?: { secretName: string } }) => v.secret?.secretName === secretName,
  );
  expect(volume, `a volume of the Secret ${secretName}`).toBeTruthy();
  const folder = join(dir, secretName);
  await mkdir(folder);
  for (const [key, value] of Object.entries(keys)) await writeFile(join(folder, key), value, { mode: 0o644 });
  delete volume.secret;
  volume.hostPath = { path: folder, type: 'Directory' };
}

async function waitFor(what: string, ready: () => Promise<boolean>, logsOf: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} never became ready:\n${await podman('logs', logsOf).catch(String)}`);
}

describe.skipIf(!IMAGE)('the Kubernetes manifests', () => {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kube-'));
    await podman('network', 'create', name);
    const withImage = (docs: Manifest[]) => {
      for (const doc of docs)
        for (const container of doc.spec?.template?.spec?.containers ?? [])
          if (container.image.startsWith('localhost/pickup-desk:')) container.image = IMAGE;
      return docs;
    };

    // As the documented commands make them: one password for PostgreSQL and the app's URL.
    const password = randomBytes(24).toString('hex');
    const postgresDocs = await manifests('demo/postgres.yaml');
    const postgresPod = podOf(postgresDocs);
    const [postgresContainer] = postgresPod.containers;
    if (process.env.LOCAL_BASE_IMAGES) postgresContainer.image = 'localhost/pickup-desk-postgres:15';
    delete postgresContainer.ports;
    await secretAsFolder(postgresPod, 'pickup-desk-postgres', { password });
    await play('postgres.yaml', postgresDocs);
    const postgresName = 'pickup-desk-postgres-pod-0-postgres';
    const postgres = await ipOf(postgresName);
    await waitFor(
      'PostgreSQL',
      async () =>
        (await podman('exec', postgresName, 'pg_isready', '-h', '127.0.0.1', '-U', 'desk')).includes(
          'accepting',
        ),
      postgresName,
    );

    await play('sandbox.yaml', withImage(await manifests('demo/sandbox.yaml')));
    const sandbox = await ipOf('pickup-desk-sandbox-pod-0-sandbox');

    // The address users open (the ingress's); the test reaches each pod at its own address.
    const origin = 'http://desk.test';
    const [config] = await manifests('configmap.yaml');
    Object.assign(config!.data, { PUBLIC_ORIGIN: origin, DEMO_SANDBOX_URL: `http://${sandbox}:8090` });
    const deployment = withImage(await manifests('deployment.yaml'));
    const pod = podOf(deployment);
    await secretAsFolder(pod, 'pickup-desk-secrets', {
      'database-url': `postgres://desk:${password}@${postgres}:5432/desk`,
      'token-encryption-key': randomBytes(32).toString('base64'),
    });
    // podman publishes every containerPort on the host (Kubernetes does not), so a second replica
    // would find the port taken: the ports go, and the probes name theirs by number.
    const [app] = pod.containers;
    delete app.ports;
    for (const probe of [app.readinessProbe, app.livenessProbe]) probe.httpGet.port = 8080;
    await play('app.yaml', [config!, ...deployment]);

    urls = [];
    for (const replica of [0, 1]) urls.push(`http://${await ipOf(`pickup-desk-pod-${replica}-app`)}:8080`);
    const ready = async (url: string) => (await fetch(`${url}/readyz`)).ok;
    await waitFor(
      'the pods',
      async () => (await Promise.all(urls.map((url) => ready(url).catch(() => false)))).every(Boolean),
      'pickup-desk-pod-0-app',
    );
  }, 240_000);

  afterAll(async () => {
    for (const path of played.reverse()) await podman('kube', 'down', path).catch(() => undefined);
    await podman('network', 'rm', '-f', name).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  }, 120_000);

  it("serves the app from both replicas, sharing demo/'s PostgreSQL, with the secrets read from files", async () => {
    const staff = new BrowserClient(urls[0]!);
    staff.origin = 'http://desk.test'; // what a browser at the ingress's address sends
    expect((await staff.login('staff')).status).toBe(200);
    // The session is in PostgreSQL: the other replica knows it.
    const other = Object.assign(new BrowserClient(urls[1]!), { cookie: staff.cookie });
    const res = await other.fetch(`/bff/places/search?eshopId=${DEMO_ESHOP}&size=5`);
    expect(res.status, res.text).toBe(200);
    const env = await podman(
      'exec',
      'pickup-desk-pod-0-app',
      'node',
      '-e',
      'console.log(Object.keys(process.env).join(" "))',
    );
    expect(env).toContain('DATABASE_URL_FILE');
    expect(env.split(' ')).not.toContain('DATABASE_URL');
    expect(env.split(' ')).not.toContain('TOKEN_ENCRYPTION_KEY');
    const tables = await podman(
      'exec',
      'pickup-desk-postgres-pod-0-postgres',
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
