import { execFileSync } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createClient } from '@hey-api/openapi-ts';
import { writeOpenApiDocuments } from './openapi';

// `npm run typecheck`'s last step (issue 49): a client generated from each OpenAPI document
// (@hey-api/openapi-ts; openapi-typescript 7 wants TypeScript 5) must type-check, and a few of its
// types must be what a caller of the platform and of the BFF expects. Into .openapi-client/ (git-ignored).

const OUT = '.openapi-client';

const USES = `import type { GetApiV1PickupPlaceData, GetApiV1PickupPlaceResponse } from './sandbox/types.gen';
import type { PostBffJobsData, GetBffPlacesSearchResponse } from './bff/types.gen';
import { getApiV1PickupPlaceById } from './sandbox/sdk.gen';

const query: GetApiV1PickupPlaceData['query'] = { eshopId: 'x', size: 2000, sort: ['location.city,asc'] };
const places: GetApiV1PickupPlaceResponse['items'] = [];
const dryRun: PostBffJobsData['body']['dryRun'] = true;
const total: GetBffPlacesSearchResponse['page']['totalElements'] = 0;
export const used = [query, places, dryRun, total, getApiV1PickupPlaceById];
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    lib: ['ES2022', 'DOM'],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  },
  include: ['**/*.ts'],
};

await rm(OUT, { recursive: true, force: true });
await writeOpenApiDocuments(join(OUT, 'documents'));
for (const name of ['sandbox', 'bff'])
  await createClient({
    input: join(OUT, 'documents', `${name}.json`),
    output: join(OUT, name),
    logs: { level: 'silent' },
  });
await writeFile(join(OUT, 'uses.ts'), USES);
await writeFile(join(OUT, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));
execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', join(OUT, 'tsconfig.json')], {
  stdio: 'inherit',
});
console.log('openapi clients type-check');
