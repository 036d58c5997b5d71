import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import Database from 'better-sqlite3';

// Single sign-on against a real OpenID provider from Debian: glewlwyd (`apt-get install -y
// glewlwyd`, 2.7.5 on bookworm). Opt-in, not part of `npm test` (docs/operations.md, "Single
// sign-on", glewlwyd): `npx tsx scripts/try-glewlwyd.ts`.
//
// Runs glewlwyd in the foreground on a SQLite database of its own in a temporary folder (no
// service manager: its systemd unit is not used), configures it through its admin API as an
// operator would (a user property `groups` released as a claim, two users, the confidential client
// `pickup-desk` with client_secret_post, the OIDC plugin with an RS256 key), starts the BFF in demo
// mode with OIDC_* pointing at it, and signs in through the BFF over plain HTTP the way glewlwyd's
// own login page does. Prints every step; exits 0 when all held, 1 otherwise, 2 without glewlwyd.

const GLEWLWYD = '/usr/bin/glewlwyd';
const INIT_SQL = '/usr/share/doc/glewlwyd/database/init.sqlite3.sql.gz';
const CLIENT_SECRET = 'try-glewlwyd-client-secret';
const USERS = [
  {
    username: 'desk-alice',
    password: 'try-alice-password',
    email: 'alice@example.com',
    groups: ['desk-staff'],
  },
  { username: 'desk-bob', password: 'try-bob-password', email: 'bob@example.com', groups: ['elsewhere'] },
];

if (!existsSync(GLEWLWYD) || !existsSync(INIT_SQL)) {
  console.error(`glewlwyd is not installed (${GLEWLWYD}): apt-get install -y glewlwyd`);
  process.exit(2);
}

const dir = mkdtempSync(join(tmpdir(), 'try-glewlwyd-'));
const children: ChildProcess[] = [];
let failed = 0;
const step = (ok: boolean, what: string, detail = '') => {
  if (!ok) failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? `: ${detail}` : ''}`);
  return ok;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitFor(url: string, what: string, child: ChildProcess, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode} (logs above)`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not answer at ${url} within ${ms / 1000} s (logs in ${dir})`);
}

/** A client that keeps cookies per host and follows no redirect, as a test of each hop needs. */
function browser() {
  const jar = new Map<string, Map<string, string>>();
  return async (url: string, init: RequestInit = {}) => {
    const { host } = new URL(url);
    const cookies = jar.get(host) ?? new Map<string, string>();
    jar.set(host, cookies);
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const value = pair!.slice(at + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || !value) cookies.delete(pair!.slice(0, at));
      else cookies.set(pair!.slice(0, at), value);
    }
    const location = res.headers.get('location');
    return { res, location: location ? new URL(location, url).toString() : null, text: await res.text() };
  };
}

/** An address without its query (codes, states and challenges are not worth printing). */
const short = (url: string | null) => (url ? url.split('?')[0]! : String(url));

const json = (body: unknown): RequestInit => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

async function main() {
  const glewPort = await freePort();
  const deskPort = await freePort();
  const glew = `http://127.0.0.1:${glewPort}`;
  const desk = `http://127.0.0.1:${deskPort}`;
  const issuer = `${glew}/api/oidc`;

  // glewlwyd's database: the package's own schema and defaults (admin / password).
  const db = new Database(join(dir, 'glewlwyd.db'));
  db.exec(gunzipSync(readFileSync(INIT_SQL)).toString());
  db.close();
  writeFileSync(
    join(dir, 'glewlwyd.conf'),
    [
      `port=${glewPort}`,
      `external_url="${glew}"`,
      'login_url="login.html"',
      'api_prefix="api"',
      'allow_origin="*"',
      'log_mode="console"',
      'log_level="INFO"',
      'cookie_secure=0',
      'session_expiration=3600',
      'session_key="GLEWLWYD2_SESSION_ID"',
      'admin_scope="g_admin"',
      'profile_scope="g_profile"',
      'user_module_path="/usr/lib/glewlwyd/user"',
      'client_module_path="/usr/lib/glewlwyd/client"',
      'user_auth_scheme_module_path="/usr/lib/glewlwyd/scheme"',
      'plugin_module_path="/usr/lib/glewlwyd/plugin"',
      'use_secure_connection=false',
      // Without these two, glewlwyd 2.7.5 exits with "secure connection is active but certificate
      // is not valid" even with use_secure_connection=false; they are not read when it is false.
      'secure_connection_key_file="/etc/glewlwyd/cert.key"',
      'secure_connection_pem_file="/etc/glewlwyd/cert.pem"',
      'login_api_enabled=true',
      'allow_multiple_user_per_session=true',
      'admin_session_authentication="cookie"',
      'profile_session_authentication="cookie"',
      'hash_algorithm="SHA512"',
      `database = { type = "sqlite3" path = "${join(dir, 'glewlwyd.db')}" };`,
      '',
    ].join('\n'),
  );
  const startGlewlwyd = async () => {
    const child = spawn(GLEWLWYD, [`--config-file=${join(dir, 'glewlwyd.conf')}`], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    await waitFor(`${glew}/config`, 'glewlwyd', child);
    return child;
  };
  let glewlwyd = await startGlewlwyd();
  step(true, `glewlwyd started at ${glew} (${dir})`);

  const admin = browser();
  const api = async (method: string, path: string, body?: unknown) => {
    const { res, text } = await admin(`${glew}/api${path}`, { method, ...(body ? json(body) : {}) });
    if (!res.ok)
      throw new Error(`glewlwyd ${method} /api${path} answered ${res.status}: ${text.slice(0, 300)}`);
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
  await api('POST', '/auth/', { username: 'admin', password: 'password' });

  // A user property for the groups, multiple-valued. The running module keeps its old data
  // format until glewlwyd starts again: before that an array is refused and a string dropped.
  const users = (await api('GET', '/mod/user/database')) as { parameters: { 'data-format': object } };
  users.parameters['data-format'] = {
    ...users.parameters['data-format'],
    groups: { multiple: true, read: true, write: true, 'profile-read': true, 'profile-write': false },
  };
  await api('PUT', '/mod/user/database', users);
  glewlwyd.kill('SIGTERM');
  await new Promise((r) => glewlwyd.once('exit', r));
  glewlwyd = await startGlewlwyd();
  await api('POST', '/auth/', { username: 'admin', password: 'password' });
  for (const { username, password, email, groups } of USERS)
    await api('POST', '/user/', {
      username,
      name: username,
      email,
      password,
      enabled: true,
      scope: ['openid'],
      groups,
    });
  await api('POST', '/client/', {
    client_id: 'pickup-desk',
    name: 'Pickup Desk',
    confidential: true,
    enabled: true,
    client_secret: CLIENT_SECRET,
    redirect_uri: [`${desk}/auth/oidc/callback`],
    post_logout_redirect_uri: `${desk}/`, // a string: an array is refused
    authorization_type: ['code', 'refresh_token'],
    token_endpoint_auth_method: ['client_secret_post'],
    scope: ['openid'],
  });
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'desk-1', alg: 'RS256', use: 'sig' };
  // Every parameter the plugin refuses to start without (its check names them one at a time);
  // a refused POST still stores the instance, so it is made in one go.
  await api('POST', '/mod/plugin/', {
    module: 'oidc',
    name: 'oidc',
    display_name: 'OpenID Connect',
    enabled: true,
    parameters: {
      iss: issuer,
      'jwks-private': JSON.stringify({ keys: [jwk] }),
      'default-kid': 'desk-1',
      'jwt-type': 'rsa',
      'jwt-key-size': '256',
      'access-token-duration': 3600,
      'refresh-token-duration': 86400,
      'code-duration': 600,
      'refresh-token-rolling': true,
      'allow-non-oidc': false,
      'auth-type-code-enabled': true,
      'auth-type-token-enabled': false,
      'auth-type-id-token-enabled': true,
      'auth-type-none-enabled': false,
      'auth-type-password-enabled': false,
      'auth-type-client-enabled': false,
      'auth-type-refresh-enabled': true,
      scope: [],
      'additional-parameters': [],
      claims: [
        {
          name: 'groups',
          'user-property': 'groups',
          type: 'string',
          mandatory: true,
          'on-demand': false,
          scope: [],
        },
      ],
      'name-claim': 'mandatory',
      'email-claim': 'mandatory',
      'scope-claim': 'no',
      'address-claim': { type: 'no' },
      'allowed-scope': ['openid'],
      'pkce-allowed': true,
      'pkce-method-plain-allowed': false,
      'session-management-allowed': true,
      'session-cookie-name': 'GLEWLWYD2_OIDC_SID',
      'session-cookie-expiration': 3600,
      'jwks-show': true,
      'request-parameter-allow': true,
      'secret-type': 'pairwise',
    },
  });
  const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as Record<
    string,
    unknown
  >;
  step(
    discovery.issuer === issuer,
    'glewlwyd configured: discovery names the issuer',
    String(discovery.issuer),
  );

  // The BFF in demo mode, signing in through glewlwyd.
  const build = spawnSync('npx', ['tsx', 'scripts/build-if-stale.ts'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the build failed');
  const bff = spawn(process.execPath, ['dist/server/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(deskPort),
      BFF_DATA_DIR: join(dir, 'bff'),
      SANDBOX_DATA_DIR: join(dir, 'sandbox'),
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: 'pickup-desk',
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      OIDC_CLIENT_AUTH: 'client_secret_post',
      OIDC_SCOPES: 'openid',
      OIDC_ROLE_MAP: 'desk-admins:admin,desk-staff:staff,desk-support:support',
      OIDC_NAME: 'Glewlwyd',
    },
  });
  children.push(bff);
  await waitFor(`${desk}/healthz`, 'the BFF', bff);
  step(true, `BFF started at ${desk}`);

  /** A sign-in as the login page does it: password, grant, then back to the authorize address. */
  async function signIn(user: (typeof USERS)[number]) {
    const go = browser();
    const start = await go(`${desk}/auth/oidc/login`);
    if (
      !step(
        start.res.status === 302 && start.location!.startsWith(`${issuer}/auth`),
        `${user.username}: BFF sends to glewlwyd's authorize`,
      )
    )
      return { go, landed: null };
    const login = await go(start.location!);
    if (
      !step(
        login.location?.startsWith(`${glew}/login.html`) ?? false,
        `${user.username}: glewlwyd asks for its login page`,
        short(login.location),
      )
    )
      return { go, landed: null };
    const signedIn = await go(`${glew}/api/auth/`, {
      method: 'POST',
      ...json({ username: user.username, password: user.password }),
    });
    step(signedIn.res.ok, `${user.username}: glewlwyd password sign-in`, String(signedIn.res.status));
    const granted = await go(`${glew}/api/auth/grant/pickup-desk`, {
      method: 'PUT',
      ...json({ scope: 'openid' }),
    });
    step(granted.res.ok, `${user.username}: scope openid granted to pickup-desk`, String(granted.res.status));
    // The login page goes back with g_continue; without it glewlwyd shows the login page again.
    const back = new URL(login.location!).searchParams.get('callback_url')!;
    const code = await go(`${back}&g_continue`);
    if (
      !step(
        code.location?.startsWith(`${desk}/auth/oidc/callback?`) ?? false,
        `${user.username}: glewlwyd answers the BFF's callback with a code`,
        short(code.location),
      )
    )
      return { go, landed: null };
    const callback = await go(code.location!);
    return { go, landed: callback.location };
  }

  const alice = await signIn(USERS[0]!);
  step(
    alice.landed === `${desk}/`,
    'desk-alice: the callback signs in and lands on the app',
    String(alice.landed),
  );
  const session = await alice.go(`${desk}/auth/session`);
  const body = session.res.ok
    ? (JSON.parse(session.text) as { user: { username: string; role: string }; csrfToken: string })
    : null;
  step(
    body?.user.role === 'staff',
    'desk-alice: a session with the role of group desk-staff',
    JSON.stringify(body?.user ?? session.text.slice(0, 120)),
  );
  if (body) {
    const out = await alice.go(`${desk}/auth/logout`, {
      method: 'POST',
      headers: { origin: desk, 'x-csrf-token': body.csrfToken },
    });
    const redirectTo = out.text ? (JSON.parse(out.text) as { redirectTo?: string }).redirectTo : undefined;
    step(
      redirectTo?.startsWith(`${issuer}/end_session`) ?? false,
      "sign-out answers glewlwyd's end_session address",
      short(redirectTo ?? null),
    );
    const after = await alice.go(`${desk}/auth/session`);
    step(after.res.status === 401, 'the session ended', String(after.res.status));
  }
  const bob = await signIn(USERS[1]!);
  step(
    bob.landed === `${desk}/signin?sso=not-allowed`,
    'desk-bob (no mapped group): refused as not-allowed',
    String(bob.landed),
  );
}

main()
  .catch((error: unknown) => step(false, 'stopped', error instanceof Error ? error.message : String(error)))
  .finally(() => {
    for (const child of children) child.kill('SIGTERM');
    if (!failed) rmSync(dir, { recursive: true, force: true });
    console.log(
      failed
        ? `${failed} step(s) failed; glewlwyd's files kept in ${dir}`
        : 'single sign-on through glewlwyd: every step held',
    );
    process.exitCode = failed ? 1 : 0;
  });
