import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { expectProblem } from '@/testing/expect-problem';
import { signedIn } from '@/testing/signed-in';
import { BrowserClient } from '@/testing/stack';
import { useStack } from '@/testing/use-stack';
import { openBffDatabase } from '../store/db';
import { createUserIdentities } from '../store/user-identities';

// `npm run user` is another process writing the BFF's database (SQLite by default, PostgreSQL with
// DATABASE_URL): what it changes takes effect on the running BFF at once.

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../../..');

// Each run starts a process that compiles the CLI: seconds on a loaded machine.
describe('npm run user against a running BFF', { timeout: 90_000 }, () => {
  const stack = useStack();

  /** The CLI with the stack's database: its data folder, or its PostgreSQL schema. */
  const user = async (...args: string[]) => {
    const { config } = stack();
    const env: NodeJS.ProcessEnv = { ...process.env, BFF_DATA_DIR: config.dataDir, DATABASE_URL: '' };
    if (config.databaseUrl) {
      const url = new URL(config.databaseUrl);
      url.searchParams.set('options', `-c search_path=${config.databaseSchema}`);
      env.DATABASE_URL = url.toString();
    } else delete env.DATABASE_URL;
    const cli = ['--import', 'tsx', 'src/bff/cli/user.ts', ...args];
    const { stdout } = await run(process.execPath, cli, { cwd: ROOT, env });
    return stdout;
  };

  it('adds a user who can sign in, and lists them', async () => {
    expect(await user('add', 'ivana', '--role', 'support', '--password', 'ivana-pass-1')).toContain(
      'Added ivana.',
    );
    expect((await new BrowserClient(stack().bffUrl).login('ivana', 'ivana-pass-1')).status).toBe(200);
    expect(await user('list')).toMatch(/ivana\s+support\s+active/);
  });

  it('refuses a local password for an account of single sign-on, which would bypass the provider', async () => {
    const { config } = stack();
    const database = await openBffDatabase({
      url: config.databaseUrl,
      schema: config.databaseSchema,
      sqliteFile: join(config.dataDir, 'bff.sqlite'),
    });
    try {
      await createUserIdentities(database.db).signIn('https://idp.example', 'sub-1', 'sso.pat', 'admin');
    } finally {
      await database.close();
    }
    const reset = user('reset-password', 'sso.pat', '--password', 'local-pass-1');
    await expect(reset).rejects.toMatchObject({
      stderr: expect.stringContaining('signs in through single sign-on') as unknown,
    });
    expectProblem(await new BrowserClient(stack().bffUrl).login('sso.pat', 'local-pass-1'), 401);
    expect(await user('list')).toMatch(/sso\.pat\s+admin\s+active\s+sso/);
  });

  it('disables a signed-in user: their session ends at once; enabled again, they can sign in', async () => {
    const client = await signedIn(stack(), 'staff');
    expect((await client.fetch('/auth/session')).status).toBe(200);
    await user('disable', 'staff');
    expectProblem(await client.fetch('/auth/session'), 401);
    expectProblem(await new BrowserClient(stack().bffUrl).login('staff'), 401);
    await user('enable', 'staff');
    expect((await new BrowserClient(stack().bffUrl).login('staff')).status).toBe(200);
  });
});
