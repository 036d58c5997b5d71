import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { browser, freePort, json, short, waitFor } from './glewlwyd/http';
import {
  configureGlewlwyd,
  GLEWLWYD,
  INIT_SQL,
  prepareGlewlwyd,
  startGlewlwyd,
  type ProviderUser,
} from './glewlwyd/provider';

// Single sign-on against a real OpenID provider from Debian: glewlwyd (`apt-get install -y
// glewlwyd`, 2.7.5 on bookworm). Opt-in, not part of `npm test` (docs/operations.md, "Single
// sign-on", glewlwyd): `npx tsx scripts/try-glewlwyd.ts`.
//
// Runs glewlwyd in the foreground on a SQLite database of its own in a temporary folder (no
// service manager: its systemd unit is not used), configures it through its admin API as an
// operator would (a user property `groups` released as a claim, two users, the confidential client
// `pickup-desk` with client_secret_post, the OIDC plugin with an RS256 key), starts the BFF in demo
// mode with OIDC_* pointing at it, and signs in through the BFF over plain HTTP the way glewlwyd's
// own login page does. The provider's set-up is in glewlwyd/provider.ts, the HTTP client in
// glewlwyd/http.ts. Prints every step; exits 0 when all held, 1 otherwise, 2 without glewlwyd.

const CLIENT_SECRET = 'try-glewlwyd-client-secret';
const USERS: readonly ProviderUser[] = [
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

/** The addresses of one run: glewlwyd's, its OIDC issuer's and the BFF's. */
interface Run {
  glew: string;
  issuer: string;
  desk: string;
}

/** The BFF in demo mode, signing in through glewlwyd. */
async function startBff(run: Run, deskPort: number) {
  const { issuer, desk } = run;
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
  await waitFor(`${desk}/healthz`, 'the BFF', bff, dir);
  step(true, `BFF started at ${desk}`);
}

/** A sign-in as the login page does it: password, grant, then back to the authorize address. */
async function signIn(run: Run, user: ProviderUser) {
  const { glew, issuer, desk } = run;
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

/** desk-alice (group desk-staff) signs in as staff and out again through glewlwyd's end_session. */
async function checkAlice(run: Run) {
  const { issuer, desk } = run;
  const alice = await signIn(run, USERS[0]!);
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
}

/** desk-bob, in no mapped group, is refused. */
async function checkBob(run: Run) {
  const { desk } = run;
  const bob = await signIn(run, USERS[1]!);
  step(
    bob.landed === `${desk}/signin?sso=not-allowed`,
    'desk-bob (no mapped group): refused as not-allowed',
    String(bob.landed),
  );
}

async function main() {
  const glewPort = await freePort();
  const deskPort = await freePort();
  const glew = `http://127.0.0.1:${glewPort}`;
  const run: Run = { glew, issuer: `${glew}/api/oidc`, desk: `http://127.0.0.1:${deskPort}` };
  const { issuer } = run;
  prepareGlewlwyd(dir, glewPort, glew);
  const started = await startGlewlwyd(dir, glew, children);
  step(true, `glewlwyd started at ${glew} (${dir})`);
  const setup = {
    dir,
    external: glew,
    issuer,
    desk: run.desk,
    clientSecret: CLIENT_SECRET,
    users: USERS,
    children,
  };
  await configureGlewlwyd(setup, started);
  const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as Record<
    string,
    unknown
  >;
  step(
    discovery.issuer === issuer,
    'glewlwyd configured: discovery names the issuer',
    String(discovery.issuer),
  );
  await startBff(run, deskPort);
  await checkAlice(run);
  await checkBob(run);
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
