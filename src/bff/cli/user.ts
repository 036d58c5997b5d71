import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parseBffEnv } from '../config';
import { openBffDatabase } from '../store/db';
import { RoleSchema } from '@/contract/desk/session';
import { SsoAccountError, UsernameSchema, createUsersRepo } from '../store/users';

// `npm run user -- <command>`: manage the BFF's local accounts.
//   add <name> --role admin|staff|support [--password P]   (a random password is printed if none is given)
//   list | disable <name> | enable <name> | reset-password <name> [--password P] | set-role <name> --role R
// A password can also come from the PICKUP_DESK_PASSWORD variable, to keep it out of shell history.

const USAGE =
  'usage: npm run user -- add <name> --role admin|staff|support [--password P] | list | disable <name> | enable <name> | reset-password <name> [--password P] | set-role <name> --role R';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { role: { type: 'string' }, password: { type: 'string' } },
});
const [command, name] = positionals;
// The same database as the BFF's: SQLite in BFF_DATA_DIR, or PostgreSQL with DATABASE_URL (every
// instance then sees the change at once).
const env = parseBffEnv();
const database = await openBffDatabase({
  url: env.DATABASE_URL,
  sqliteFile: join(env.BFF_DATA_DIR, 'bff.sqlite'),
});
const users = createUsersRepo(database.db);
const password = () =>
  values.password ?? process.env.PICKUP_DESK_PASSWORD ?? randomBytes(9).toString('base64url');
const needName = () =>
  name
    ? UsernameSchema.safeParse(name).success
      ? name
      : fail(`"${name}" is not a valid username.`)
    : fail(USAGE);
const needUser = async () => ((await users.byName(needName())) ? name! : fail(`No user "${name}".`));
const needRole = () => {
  const role = RoleSchema.safeParse(values.role);
  return role.success ? role.data : fail('--role must be admin, staff or support.');
};

switch (command) {
  case 'add': {
    const username = needName();
    if (await users.byName(username)) fail(`User "${username}" exists already.`);
    const pass = password();
    await users.add(username, pass, needRole());
    console.log(
      `Added ${username}.${values.password || process.env.PICKUP_DESK_PASSWORD ? '' : ` Password: ${pass}`}`,
    );
    break;
  }
  case 'list':
    for (const u of await users.list())
      console.log(
        `${u.username.padEnd(20)} ${u.role.padEnd(8)} ${u.disabled ? 'disabled' : 'active  '} ${u.sso ? 'sso  ' : 'local'} since ${u.createdAt}`,
      );
    break;
  case 'disable':
  case 'enable':
    await users.setDisabled(await needUser(), command === 'disable');
    console.log(`${name} is ${command}d.`);
    break;
  case 'reset-password': {
    const pass = password();
    await users.setPassword(await needUser(), pass).catch((error: unknown) => {
      if (error instanceof SsoAccountError)
        fail(`${name} signs in through single sign-on; reset their password at the identity provider.`);
      throw error;
    });
    console.log(
      `Password of ${name} reset; their sessions ended.${values.password || process.env.PICKUP_DESK_PASSWORD ? '' : ` New password: ${pass}`}`,
    );
    break;
  }
  case 'set-role':
    await users.setRole(await needUser(), needRole());
    console.log(`${name} is now ${values.role}.`);
    break;
  default:
    fail(USAGE);
}
await database.close();
