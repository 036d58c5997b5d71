import { join } from 'node:path';
import type { BffConfig } from '../config';
import { createLoginLimiter, DEFAULT_LOGIN_LIMITS } from '../security/login-limiter';
import { createSharedLoginLimiter } from '../security/shared-login-limiter';
import { createAuditLog } from '../store/audit';
import { openBffDatabase } from '../store/db';
import { createJobsStore } from '../store/jobs';
import { createLoginCounters } from '../store/login-counters';
import { createOAuthStates } from '../store/oauth-states';
import { createPlaceHistory } from '../store/place-history';
import { createPlatformTokens } from '../store/platform-tokens';
import { createSessionsRepo } from '../store/sessions';
import { assertTokenKey } from '../store/token-key';
import { createUsersRepo, seedDemoUsers } from '../store/users';

/**
 * The first layer of the tree: the database and the stores on it, the sign-in limiter, demo users
 * seeded and expired sessions purged. Everything else is built on what this returns.
 */
export async function openStores(config: BffConfig) {
  const database = await openBffDatabase({
    url: config.databaseUrl,
    schema: config.databaseSchema,
    poolMax: config.databasePoolMax,
    sqliteFile: join(config.dataDir, 'bff.sqlite'),
  });
  const { db } = database;
  // A key other than the database's (a restore without its key, a typo) stops the start, by name.
  if (!config.tokenKeyThrowaway)
    await assertTokenKey(db, config.tokenKey).catch(async (error: unknown) => {
      await database.close();
      throw error;
    });
  const users = createUsersRepo(db);
  const sessions = createSessionsRepo(
    database,
    { idleMs: config.sessionIdleMs, absoluteMs: config.sessionAbsoluteMs },
    config.tokenKey,
  );
  // One process: the counts in memory; PostgreSQL: shared by every instance.
  const loginLimits = { ...DEFAULT_LOGIN_LIMITS, ...config.loginLimits };
  const limiter =
    database.engine === 'postgres'
      ? createSharedLoginLimiter(createLoginCounters(db, database.engine), loginLimits)
      : createLoginLimiter(loginLimits);
  const stores = {
    database,
    db,
    users,
    sessions,
    limiter,
    audit: createAuditLog(db),
    states: createOAuthStates(db),
    jobs: createJobsStore(db),
    history: createPlaceHistory(db),
    tokens: createPlatformTokens(db, config.tokenKey),
  };
  if (config.sandbox) await seedDemoUsers(users, config.demoPassword);
  await sessions.purgeExpired();
  return stores;
}

export type Stores = Awaited<ReturnType<typeof openStores>>;
