import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parseAllDocuments, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient, DEMO_ESHOP } from '../stack';

// deploy/kubernetes played by `podman kube play` (`npm run test:deploy`, with the image built as
// IMAGE) against a PostgreSQL container: the Deployment's pods read their secrets from the
// mounted Secret (the *_FILE variables), take their settings from the ConfigMap, migrate the
// database once and serve the app. What a test cannot have from podman is filled in: the image's
// name and the addresses of PostgreSQL and of the demo platform (the pods are reached at theirs); and
// since podman (4.3) cannot mount a Secret as a volume (its kube play panics), the Secret's keys
// are written as files to a host folder mounted where the kubelet would mount them; and podman
// publishes container ports on the host, which two replicas on one machine cannot share.

const run = promisify(execFile);
const IMAGE = process.env.IMAGE;
const MANIFESTS = join(import.meta.dirname, '../../../deploy/kubernetes');
const podman = async (...args: string[]) =>
  (await run('podman', args, { maxBuffer: 16 << 20 })).stdout.trim();
const name = `desk-kube-${process.pid}`;
let dir: string;
let urls: string[];
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
    const sandbox = await ipOf('pickup-desk-sandbox-pod-0-sandbox');

    // The address users open (the ingress's); the test reaches each pod at its own address.
    const origin = 'http://desk.test';
    const [config] = await manifests('configmap.yaml');
    Object.assign(config!.data, { PUBLIC_ORIGIN: origin, DEMO_SANDBOX_URL: `http://${sandbox}:8090` });
    const [secret] = await manifests('secret.yaml');
    secret!.stringData['database-url'] = `postgres://desk:kube-test@${postgres}:5432/desk`;
    const [deployment] = withImage(await manifests('deployment.yaml'));
    const pod = deployment!.spec.template.spec;
    const secretDir = join(dir, 'secret');
    await mkdir(secretDir);
    for (const [key, value] of Object.entries(secret!.stringData as Record<string, string>))
      await writeFile(join(secretDir, key), value, { mode: 0o644 });
    // podman publishes every containerPort on the host (Kubernetes does not), so a second replica
    // would find the port taken: the ports go, and the probes name theirs by number.
    const [app] = pod.containers;
    delete app.ports;
    for (const probe of [app.readinessProbe, app.livenessProbe]) probe.httpGet.port = 8080;
    const volume = pod.volumes.find((v: { secret?: unknown }) => v.secret);
    delete volume.secret;
    volume.hostPath = { path: secretDir, type: 'Directory' };
    await play('app.yaml', [config!, deployment!]);

    urls = [];
    for (const replica of [0, 1]) urls.push(`http://${await ipOf(`pickup-desk-pod-${replica}-app`)}:8080`);
    const deadline = Date.now() + 120_000;
    const ready = async (url: string) =>
      fetch(`${url}/readyz`).then(
        (res) => res.ok,
        () => false,
      );
    while (Date.now() < deadline) {
      if ((await Promise.all(urls.map(ready))).every(Boolean)) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(
      `the pods never became ready:\n${await podman('logs', 'pickup-desk-pod-0-app').catch(String)}`,
    );
  }, 240_000);

  afterAll(async () => {
    for (const path of played.reverse()) await podman('kube', 'down', path).catch(() => undefined);
    await podman('rm', '-f', '-t', '0', `${name}-postgres`).catch(() => undefined);
    await podman('network', 'rm', '-f', name).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  }, 120_000);

  it('serves the app from both replicas, sharing PostgreSQL, with the secrets read from files', async () => {
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
