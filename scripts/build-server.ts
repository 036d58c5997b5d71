import { buildServer } from '@/server-build';

// `npm run build`'s second half: the server bundled to dist/server (see src/server-build.ts).

await buildServer();
