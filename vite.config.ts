import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The SPA is built into dist/web and served by the BFF; Vitest shares this file.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist/web', emptyOutDir: true, sourcemap: true },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Integration tests start real servers on loopback ports; one file at a time per worker is fine.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
