import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parseBffEnv } from '../config';
import { openBffDatabase } from '../store/db';
import { RoleSchema } from '@/contract/desk/session';
import { UsernameSchema, createUsersRepo } from '../store/users';

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
const db = openBffDatabase(join(parseBffEnv().BFF_DATA_DIR, 'bff.sqlite'));
const users = createUsersRepo(db);
const password = () =>
  values.password ?? process.env.PICKUP_DESK_PASSWORD ?? randomBytes(9).toString('base64url');
const needName = () =>
  name
    ? UsernameSchema.safeParse(name).success
      ? name
      : fail(`"${name}" is not a valid username.`)
    : fail(USAGE);
const needUser = () => (users.byName(needName()) ? name! : fail(`No user "${name}".`));
const needRole = () => {
  const role = RoleSchema.safeParse(values.role);
  return role.success ? role.data : fail('--role must be admin, staff or support.');
};

switch (command) {
  case 'add': {
    const username = needName();
    if (users.byName(username)) fail(`User "${username}" exists already.`);
    const pass = password();
    await users.add(username, pass, needRole());
    console.log(
      `Added ${username}.${values.password || process.env.PICKUP_DESK_PASSWORD ? '' : ` Password: ${pass}`}`,
    );
    break;
  }
  case 'list':
    for (const u of users.list())
      console.log(
        `${u.username.padEnd(20)} ${u.role.padEnd(8)} ${u.disabled ? 'disabled' : 'active  '} since ${u.createdAt}`,
      );
    break;
  case 'disable':
  case 'enable':
    users.setDisabled(needUser(), command === 'disable');
    console.log(`${name} is ${command}d.`);
    break;
  case 'reset-password': {
    const pass = password();
    await users.setPassword(needUser(), pass);
    console.log(
      `Password of ${name} reset; their sessions ended.${values.password || process.env.PICKUP_DESK_PASSWORD ? '' : ` New password: ${pass}`}`,
    );
    break;
  }
  case 'set-role':
    users.setRole(needUser(), needRole());
    console.log(`${name} is now ${values.role}.`);
    break;
  default:
    fail(USAGE);
}
db.close();
