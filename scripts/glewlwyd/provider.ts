// The OpenID provider of scripts/try-glewlwyd.ts: glewlwyd from Debian's package, run in the
// foreground on a SQLite database of its own in a temporary folder, and configured through its
// admin API as an operator would (a user property `groups` released as a claim, the users, the
// confidential client `pickup-desk` with client_secret_post, the OIDC plugin with an RS256 key).

import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, type JsonWebKey } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { browser, json, waitFor } from './http';

export const GLEWLWYD = '/usr/bin/glewlwyd';
export const INIT_SQL = '/usr/share/doc/glewlwyd/database/init.sqlite3.sql.gz';

export interface ProviderUser {
  username: string;
  password: string;
  email: string;
  groups: string[];
}

/** glewlwyd's configuration file: plain HTTP on a loopback port, its database in `dir`. */
function configFile(dir: string, port: number, external: string): string {
  return [
    `port=${port}`,
    `external_url="${external}"`,
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
  ].join('\n');
}

/** Writes glewlwyd's database (the package's own schema and defaults: admin / password) and its configuration. */
export function prepareGlewlwyd(dir: string, port: number, external: string) {
  const db = new Database(join(dir, 'glewlwyd.db'));
  db.exec(gunzipSync(readFileSync(INIT_SQL)).toString());
  db.close();
  writeFileSync(join(dir, 'glewlwyd.conf'), configFile(dir, port, external));
}

/** Starts glewlwyd and waits until it answers; `children` collects it, to be stopped at the end. */
export async function startGlewlwyd(dir: string, external: string, children: ChildProcess[]) {
  const child = spawn(GLEWLWYD, [`--config-file=${join(dir, 'glewlwyd.conf')}`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  await waitFor(`${external}/config`, 'glewlwyd', child, dir);
  return child;
}

/** glewlwyd's admin API, signed in as its default administrator. */
async function adminApi(external: string) {
  const admin = browser();
  const api = async (method: string, path: string, body?: unknown) => {
    const { res, text } = await admin(`${external}/api${path}`, { method, ...(body ? json(body) : {}) });
    if (!res.ok)
      throw new Error(`glewlwyd ${method} /api${path} answered ${res.status}: ${text.slice(0, 300)}`);
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
  await api('POST', '/auth/', { username: 'admin', password: 'password' });
  return api;
}
type AdminApi = Awaited<ReturnType<typeof adminApi>>;

/**
 * A user property for the groups, multiple-valued. The running module keeps its old data format
 * until glewlwyd starts again: before that an array is refused and a string dropped.
 */
async function addGroupsProperty(api: AdminApi) {
  const users = (await api('GET', '/mod/user/database')) as { parameters: { 'data-format': object } };
  users.parameters['data-format'] = {
    ...users.parameters['data-format'],
    groups: { multiple: true, read: true, write: true, 'profile-read': true, 'profile-write': false },
  };
  await api('PUT', '/mod/user/database', users);
}

/**
 * Every parameter the OIDC plugin refuses to start without (its check names them one at a time);
 * a refused POST still stores the instance, so it is made in one go.
 */
function oidcPlugin(issuer: string, jwk: JsonWebKey) {
  return {
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
  };
}

export interface ProviderSetup {
  dir: string;
  external: string;
  issuer: string;
  /** The BFF's address, where the client's redirects go. */
  desk: string;
  clientSecret: string;
  users: readonly ProviderUser[];
  children: ChildProcess[];
}

/** Configures the running glewlwyd (restarting it once, see addGroupsProperty); returns the new process. */
export async function configureGlewlwyd(setup: ProviderSetup, running: ChildProcess): Promise<ChildProcess> {
  const { dir, external, issuer, desk } = setup;
  await addGroupsProperty(await adminApi(external));
  running.kill('SIGTERM');
  await new Promise((r) => running.once('exit', r));
  const glewlwyd = await startGlewlwyd(dir, external, setup.children);
  const api = await adminApi(external);
  for (const { username, password, email, groups } of setup.users)
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
    client_secret: setup.clientSecret,
    redirect_uri: [`${desk}/auth/oidc/callback`],
    post_logout_redirect_uri: `${desk}/`, // a string: an array is refused
    authorization_type: ['code', 'refresh_token'],
    token_endpoint_auth_method: ['client_secret_post'],
    scope: ['openid'],
  });
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'desk-1', alg: 'RS256', use: 'sig' };
  await api('POST', '/mod/plugin/', oidcPlugin(issuer, jwk));
  return glewlwyd;
}
