import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The SPA is built into dist/web and served by the BFF; `npm run dev` proxies the BFF's paths to a
// running `npm start` (BFF_URL), so the browser still sees one origin. Vitest shares this file.
const bff = process.env.BFF_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist/web', emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/api', '/auth', '/bff', '/files'].map((path) => [path, { target: bff, changeOrigin: false }])),
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
