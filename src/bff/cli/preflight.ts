import { parseArgs } from 'node:util';
import { UuidSchema } from '@/contract/common';
import { ConfigError, isDemoEnv, parseBffEnv } from '../config';
import { resolveBffConfig } from '../resolve-config';
import { exitCodeOf, formatText } from '../preflight/report';
import { runPreflight } from '../preflight/run';

// `npm run preflight -- [--json] [--write-eshop <id>] [--order <id>]` (in the image:
// `node dist/server/preflight.js …`): checks, before going live, that the platform configured
// exactly as for the BFF (PICKUP_BASE_URL, PICKUP_API_KEY, ESHOPS, REST_URL, REST_API_TOKEN, their
// _FILE forms) meets each assumption the app makes of it. Read-only unless --write-eshop names an
// e-shop it may write in. Exit 0: nothing breaks the app (drift included); 1: a check failed;
// 2: it could not run (a setting, an argument).

const USAGE =
  'usage: npm run preflight -- [--json] [--write-eshop <e-shop id>] [--order <order id>]\n' +
  '  with the BFF’s settings: PICKUP_BASE_URL, PICKUP_API_KEY, ESHOPS, REST_URL, REST_API_TOKEN';

function stop(message: string): never {
  console.error(message);
  process.exit(2);
}

let args: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    options: {
      json: { type: 'boolean', default: false },
      'write-eshop': { type: 'string' },
      order: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  }).values;
}
try {
  args = parse();
} catch (error) {
  stop(`${(error as Error).message}\n${USAGE}`);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const writeEshop = args['write-eshop'];
if (writeEshop !== undefined && !UuidSchema.safeParse(writeEshop).success)
  stop(`--write-eshop: "${writeEshop}" is not an e-shop id (a UUID)`);

let env: ReturnType<typeof parseBffEnv>;
try {
  env = parseBffEnv();
} catch (error) {
  stop(error instanceof ConfigError ? error.message : String(error));
}
if (isDemoEnv(env)) stop(`No platform is configured: nothing to check.\n${USAGE}`);

const report = await runPreflight(resolveBffConfig(env), { writeEshop, orderId: args.order });
console.log(args.json ? JSON.stringify(report, null, 2) : formatText(report));
process.exitCode = exitCodeOf(report);
