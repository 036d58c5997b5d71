import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseBffEnv } from '../config';
import { RestoreRefused, backupDatabase, restoreDatabase, type BackupTarget } from '../store/backup';
import { openBffDatabase } from '../store/db';
import { rekeyTokens, tokenKeyMatches } from '../store/token-key';

// `npm run db -- <command>` (in the image: `node dist/server/db.js <command>`): the BFF's database
// as a whole, on the engine the BFF uses (SQLite in BFF_DATA_DIR, PostgreSQL with DATABASE_URL).
//   backup <file>    a consistent copy, safe while the BFF runs
//   restore <file>   puts a backup back; refused while a BFF has the database open
//   rekey            seals every stored token again under TOKEN_ENCRYPTION_KEY_NEW (BFF stopped)
// The database's tokens are sealed with TOKEN_ENCRYPTION_KEY: a backup is only whole with its key.

const USAGE = 'usage: npm run db -- backup <file> | restore <file> | rekey (with TOKEN_ENCRYPTION_KEY_NEW)';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [command, fileArgument] = process.argv.slice(2);
const env = parseBffEnv();
/** A schema named in DATABASE_URL (`?options=-c search_path=name`), as a BFF given one uses it. */
const schema = env.DATABASE_URL
  ? /search_path=([a-z_][a-z0-9_]*)/.exec(new URL(env.DATABASE_URL).searchParams.get('options') ?? '')?.[1]
  : undefined;
const target: BackupTarget = {
  url: env.DATABASE_URL,
  schema,
  sqliteFile: join(env.BFF_DATA_DIR, 'bff.sqlite'),
};
const where = target.url ? 'PostgreSQL (DATABASE_URL)' : target.sqliteFile;
/** Demo mode keeps its generated key in the data folder (resolve-config.ts). */
const demoKeyFile = join(env.BFF_DATA_DIR, 'token-encryption.key');

/** The key the BFF would start with, when there is one to check: the variable, or demo mode's file. */
function configuredKey(): Buffer | undefined {
  if (env.TOKEN_ENCRYPTION_KEY) return Buffer.from(env.TOKEN_ENCRYPTION_KEY, 'base64');
  if (existsSync(demoKeyFile)) return Buffer.from(readFileSync(demoKeyFile, 'utf8').trim(), 'base64');
  return undefined;
}

function newKey(): Buffer {
  const file = process.env.TOKEN_ENCRYPTION_KEY_NEW_FILE;
  const text = process.env.TOKEN_ENCRYPTION_KEY_NEW ?? (file ? readFileSync(file, 'utf8').trim() : undefined);
  const key = text ? Buffer.from(text, 'base64') : undefined;
  if (!key || key.length !== 32)
    fail('TOKEN_ENCRYPTION_KEY_NEW (or _FILE): must be 32 bytes, base64-encoded.');
  return key;
}

async function withDatabase<T>(fn: (database: Awaited<ReturnType<typeof openBffDatabase>>) => Promise<T>) {
  const database = await openBffDatabase(target);
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

try {
  switch (command) {
    case 'backup': {
      if (!fileArgument) fail(USAGE);
      await backupDatabase(target, resolve(fileArgument));
      console.log(
        `Backed up ${where} to ${fileArgument}. Keep TOKEN_ENCRYPTION_KEY with it: without that key the ` +
          'backup restores, but the BFF refuses to start on it.',
      );
      break;
    }
    case 'restore': {
      if (!fileArgument) fail(USAGE);
      const { replaced } = await restoreDatabase(target, resolve(fileArgument));
      console.log(`Restored ${fileArgument} into ${where}.`);
      if (replaced) console.log(`The state it replaced is kept as ${replaced} (delete it once all is well).`);
      const key = configuredKey();
      if (key && !(await withDatabase((database) => tokenKeyMatches(database.db, key))))
        fail(
          'TOKEN_ENCRYPTION_KEY is not the key of the restored database: the BFF will refuse to start. ' +
            'Set the key that was kept with this backup.',
        );
      if (key) console.log('TOKEN_ENCRYPTION_KEY is the restored database’s key.');
      break;
    }
    case 'rekey': {
      const oldKey = configuredKey() ?? fail('TOKEN_ENCRYPTION_KEY: the current key is needed to rekey.');
      const key = newKey();
      const result = await withDatabase((database) => rekeyTokens(database.db, oldKey, key));
      if (!env.TOKEN_ENCRYPTION_KEY) writeFileSync(demoKeyFile, key.toString('base64'), { mode: 0o600 });
      console.log(
        `Sealed again under the new key: ${result.tokens} users' platform tokens, ${result.idTokens} sign-on ID tokens` +
          (result.unreadable
            ? `; ${result.unreadable} value(s) the old key could not open either, left as they were`
            : '') +
          '. Start every instance with TOKEN_ENCRYPTION_KEY set to the new key.',
      );
      break;
    }
    default:
      fail(USAGE);
  }
} catch (error) {
  fail(error instanceof RestoreRefused || error instanceof Error ? error.message : String(error));
}
