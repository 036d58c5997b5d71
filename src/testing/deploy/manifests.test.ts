import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';

// The deploy manifests read as an attacker and an operator would (issue 41), without a cluster:
// in every unit run, unlike kubernetes.test.ts and compose.test.ts, which need podman. No secret
// is shipped, every pod meets the Pod Security Standard "restricted", the NetworkPolicy keeps the
// metrics port to monitoring, the metrics port is exposed and annotated, and the demo folder has
// the PostgreSQL that the documented commands point the app at.

/* eslint-disable @typescript-eslint/no-explicit-any -- manifests are untyped YAML */
type Doc = {
  file: string;
  kind: string;
  metadata: { name: string; labels?: any; annotations?: any };
  spec?: any;
} & Record<string, any>;

const ROOT = join(import.meta.dirname, '../../..');
const KUBE = join(ROOT, 'deploy/kubernetes');
const PUBLISHED_KEY = 'ZGVtby1vbmx5LWtleS1jaGFuZ2UtbWUtMzItYnl0ZXM=';

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? yamlFiles(join(dir, e.name)) : /\.ya?ml$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}
const files = yamlFiles(KUBE);
const docs: Doc[] = files.flatMap((path) =>
  parseAllDocuments(readFileSync(path, 'utf8'))
    .map((d) => d.toJS() as Doc | null)
    .filter((d): d is Doc => !!d)
    .map((d) => ({ ...d, file: relative(KUBE, path) })),
);
const inFolder = (folder: '' | 'demo') =>
  docs.filter((d) => (folder === '' ? !d.file.includes('/') : d.file.startsWith(`${folder}/`)));
const WORKLOADS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'Job', 'Pod']);
const workloads = docs.filter((d) => WORKLOADS.has(d.kind));
const podOf = (d: Doc) => (d.kind === 'Pod' ? d.spec : d.spec.template.spec);
const containersOf = (pod: any): any[] => [...(pod.initContainers ?? []), ...pod.containers];
const app = docs.find((d) => d.kind === 'Deployment' && d.metadata.name === 'pickup-desk')!;
const appLabels = app.spec.template.metadata.labels as Record<string, string>;
const selects = (selector: Record<string, string> | undefined, labels: Record<string, string>) =>
  !!selector && Object.entries(selector).every(([k, v]) => labels[k] === v);
const operations = readFileSync(join(ROOT, 'docs/operations.md'), 'utf8');

describe('the Kubernetes manifests', () => {
  it('are all read (the app, its policy, the demo and the ServiceMonitor)', () => {
    expect(workloads.map((d) => `${d.file}:${d.metadata.name}`).sort()).toEqual([
      'demo/postgres.yaml:pickup-desk-postgres',
      'demo/sandbox.yaml:pickup-desk-sandbox',
      'deployment.yaml:pickup-desk',
    ]);
  });

  it('ship no secret: no Secret with values, no published key anywhere', () => {
    for (const doc of docs.filter((d) => d.kind === 'Secret')) {
      const values = Object.values({ ...doc.data, ...doc.stringData }).filter(Boolean);
      expect(values, `${doc.file} ships secret values`).toEqual([]);
    }
    for (const path of [...files, join(ROOT, 'compose.yaml')])
      expect(readFileSync(path, 'utf8'), relative(ROOT, path)).not.toContain(PUBLISHED_KEY);
  });

  it.each(workloads.map((d) => [`${d.file}:${d.metadata.name}`, d] as const))(
    '%s meets Pod Security "restricted", mounts no token and limits every emptyDir',
    (_, doc) => {
      const pod = podOf(doc);
      expect(pod.hostNetwork ?? false).toBe(false);
      expect(pod.hostPID ?? false).toBe(false);
      expect(pod.hostIPC ?? false).toBe(false);
      expect(pod.automountServiceAccountToken).toBe(false);
      for (const volume of pod.volumes ?? []) {
        expect(volume.hostPath, volume.name).toBeUndefined();
        if ('emptyDir' in volume)
          expect(volume.emptyDir?.sizeLimit, `${volume.name}: sizeLimit`).toBeTruthy();
      }
      for (const container of containersOf(pod)) {
        const sc = { ...pod.securityContext, ...container.securityContext };
        expect(sc.runAsNonRoot, `${container.name}: runAsNonRoot`).toBe(true);
        expect(sc.runAsUser, `${container.name}: runAsUser`).toBeGreaterThan(0);
        expect(sc.seccompProfile?.type, `${container.name}: seccompProfile`).toBe('RuntimeDefault');
        expect(container.securityContext?.allowPrivilegeEscalation, container.name).toBe(false);
        expect(container.securityContext?.privileged ?? false).toBe(false);
        expect(container.securityContext?.capabilities?.drop, container.name).toContain('ALL');
        expect(container.securityContext?.capabilities?.add ?? []).toEqual([]);
        for (const port of container.ports ?? []) expect(port.hostPort, port.name).toBeUndefined();
        // A stopping pod still gets requests until the endpoints forget it.
        expect(container.lifecycle?.preStop, `${container.name}: preStop`).toBeTruthy();
      }
    },
  );

  it('name their volumes apart, since podman kube play makes each a volume shared by that name', () => {
    const owners = new Map<string, string>();
    for (const doc of workloads)
      for (const volume of podOf(doc).volumes ?? []) {
        expect(owners.get(volume.name) ?? doc.metadata.name, `volume ${volume.name}`).toBe(doc.metadata.name);
        owners.set(volume.name, doc.metadata.name);
      }
  });

  it("waits before the app's shutdown, within the grace period", () => {
    const pod = podOf(app);
    const [container] = pod.containers;
    const sleep = Number(
      container.lifecycle.preStop.exec?.command?.[1] ?? container.lifecycle.preStop.sleep?.seconds,
    );
    expect(sleep).toBeGreaterThanOrEqual(3);
    // The app exits within 8 s of SIGTERM (docs/operations.md, "The image").
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(sleep + 8);
    expect(container.securityContext.readOnlyRootFilesystem).toBe(true);
  });

  it('keep the metrics port to monitoring, and the http port to the ingress controller', () => {
    const policies = inFolder('').filter(
      (d) => d.kind === 'NetworkPolicy' && selects(d.spec.podSelector.matchLabels, appLabels),
    );
    expect(policies).toHaveLength(1);
    const [policy] = policies;
    expect(policy!.spec.policyTypes).toContain('Ingress');
    const rules: any[] = policy!.spec.ingress;
    // Every rule names its ports and its sources: none opens the pod to all.
    for (const rule of rules) {
      expect(rule.ports?.length, 'a rule for every port').toBeGreaterThan(0);
      expect(rule.from?.length, 'a rule from anyone').toBeGreaterThan(0);
      for (const peer of rule.from) expect(peer.ipBlock, 'an ipBlock would let the world in').toBeUndefined();
    }
    const ports = (rule: any) => rule.ports.map((p: any) => p.port);
    const metrics = rules.filter((r) => ports(r).includes(9464) || ports(r).includes('metrics'));
    expect(metrics).toHaveLength(1);
    expect(ports(metrics[0])).toEqual([9464]);
    for (const peer of metrics[0].from) {
      expect(peer.namespaceSelector?.matchLabels, 'monitoring namespace').toEqual({
        'kubernetes.io/metadata.name': 'monitoring',
      });
    }
    expect(rules.some((r) => ports(r).includes(8080))).toBe(true);
  });

  it('expose and annotate the metrics port, and the ServiceMonitor finds it', () => {
    const [config] = docs.filter((d) => d.kind === 'ConfigMap' && d.metadata.name === 'pickup-desk-config');
    expect(config!.data.METRICS_PORT).toBe('9464');
    const template = app.spec.template;
    expect(template.metadata.annotations).toMatchObject({
      'prometheus.io/scrape': 'true',
      'prometheus.io/port': '9464',
      'prometheus.io/path': '/metrics',
    });
    const port = template.spec.containers[0].ports.find((p: any) => p.name === 'metrics');
    expect(port.containerPort).toBe(9464);
    const services = docs.filter((d) => d.kind === 'Service' && selects(d.spec.selector, appLabels));
    const metricsService = services.find((s) =>
      s.spec.ports.some((p: any) => p.targetPort === 'metrics' || p.targetPort === 9464),
    );
    expect(metricsService, 'a Service with the metrics port').toBeTruthy();
    // In a folder of its own: `kubectl apply -f deploy/kubernetes/` must work without the operator.
    const monitors = docs.filter((d) => d.kind === 'ServiceMonitor');
    expect(monitors.map((d) => [d.apiVersion, d.file])).toEqual([
      ['monitoring.coreos.com/v1', 'prometheus-operator/servicemonitor.yaml'],
    ]);
    expect(selects(monitors[0]!.spec.selector.matchLabels, metricsService!.metadata.labels)).toBe(true);
    const endpointPort = monitors[0]!.spec.endpoints[0].port;
    expect(metricsService!.spec.ports.map((p: any) => p.name)).toContain(endpointPort);
  });

  it('have the demo PostgreSQL that the ConfigMap, the Secret and the documented commands point at', () => {
    const demo = inFolder('demo');
    const postgres = demo.find(
      (d) => WORKLOADS.has(d.kind) && /(^|\/)postgres:/.test(podOf(d).containers[0].image),
    )!;
    expect(postgres, 'a PostgreSQL in demo/').toBeTruthy();
    const pod = podOf(postgres);
    expect(pod.securityContext.runAsUser).toBe(999); // the official image's postgres user
    const env = Object.fromEntries(pod.containers[0].env.map((e: any) => [e.name, e.value]));
    expect(env.POSTGRES_PASSWORD, 'the password from a file').toBeUndefined();
    const passwordVolume = pod.volumes.find((v: any) => v.secret);
    const mount = pod.containers[0].volumeMounts.find((m: any) => m.name === passwordVolume.name);
    expect(env.POSTGRES_PASSWORD_FILE).toBe(`${mount.mountPath}/password`);
    const service = demo.find(
      (d) => d.kind === 'Service' && selects(d.spec.selector, postgres.spec.template.metadata.labels),
    )!;
    expect(service.spec.ports[0].port).toBe(5432);

    // The commands of docs/operations.md make both Secrets, with the names and keys mounted.
    const commands = operations.replace(/\\\n\s*/g, ' ');
    expect(commands).toContain(
      `kubectl create secret generic ${passwordVolume.secret.secretName} --from-literal=password="$password"`,
    );
    const appSecret = podOf(app).volumes.find((v: any) => v.secret).secret.secretName;
    const made = new RegExp(`kubectl create secret generic ${appSecret} (.*)`).exec(commands)?.[1] ?? '';
    const url = /--from-literal=database-url="postgres:\/\/([^:]+):\$password@([^:/]+):(\d+)\/(\w+)"/.exec(
      made,
    );
    expect(url, 'database-url in the documented command').toBeTruthy();
    expect(url!.slice(1)).toEqual([env.POSTGRES_USER, service.metadata.name, '5432', env.POSTGRES_DB]);
    expect(made).toContain('--from-literal=token-encryption-key="$(openssl rand -base64 32)"');
    const appEnv = podOf(app).containers[0].env.map((e: any) => e.value);
    expect(appEnv).toEqual(
      expect.arrayContaining([
        '/run/secrets/pickup-desk/database-url',
        '/run/secrets/pickup-desk/token-encryption-key',
      ]),
    );
    expect(commands).toContain('kubectl apply -f deploy/kubernetes/ -f deploy/kubernetes/demo/');
    expect(commands).toContain('pod-security.kubernetes.io/enforce=restricted');

    // And the demo platform the ConfigMap names is demo/'s Service.
    const [config] = docs.filter((d) => d.kind === 'ConfigMap');
    const sandbox = new URL(config!.data.DEMO_SANDBOX_URL);
    const sandboxService = demo.find((d) => d.kind === 'Service' && d.metadata.name === sandbox.hostname)!;
    expect(sandboxService.spec.ports[0].port).toBe(Number(sandbox.port));
  });

  it('let only the app reach the demo PostgreSQL and platform', () => {
    for (const name of ['pickup-desk-postgres', 'pickup-desk-sandbox']) {
      const policy = inFolder('demo').find((d) => d.kind === 'NetworkPolicy' && d.metadata.name === name)!;
      expect(policy, name).toBeTruthy();
      expect(policy.spec.ingress).toHaveLength(1);
      expect(policy.spec.ingress[0].from).toEqual([{ podSelector: { matchLabels: appLabels } }]);
    }
  });
});

describe('compose.yaml', () => {
  const compose = parse(readFileSync(join(ROOT, 'compose.yaml'), 'utf8'));

  it('passes the database password and the token key as files, with no default', () => {
    const app = compose['x-app'];
    expect(app.environment.DATABASE_URL).toBeUndefined();
    expect(app.environment.TOKEN_ENCRYPTION_KEY).toBeUndefined();
    expect(app.environment).toMatchObject({
      DATABASE_URL_FILE: '/run/secrets/database-url',
      TOKEN_ENCRYPTION_KEY_FILE: '/run/secrets/token-encryption-key',
    });
    expect(app.secrets).toEqual(['database-url', 'token-encryption-key']);
    const postgres = compose.services.postgres;
    expect(postgres.environment.POSTGRES_PASSWORD).toBeUndefined();
    expect(postgres.environment.POSTGRES_PASSWORD_FILE).toBe('/run/secrets/postgres-password');
    expect(postgres.secrets).toEqual(['postgres-password']);
    for (const [name, secret] of Object.entries<any>(compose.secrets))
      expect(secret.file, name).toBe(`\${SECRETS_DIR:-./secrets}/${name}`);
    // Made by the script the header names, and kept out of git and the image.
    expect(readFileSync(join(ROOT, 'compose.yaml'), 'utf8')).toContain('bash scripts/compose-secrets.sh');
    expect(readFileSync(join(ROOT, '.gitignore'), 'utf8').split('\n')).toContain('secrets/');
    expect(readFileSync(join(ROOT, '.dockerignore'), 'utf8').split('\n')).toContain('secrets');
  });
});
