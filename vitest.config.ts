import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// Two projects: fast unit tests beside the code, and server integration tests that open
// real databases (the embedded PostgreSQL, and the server of TEST_DATABASE_URL when set).
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@lang': fileURLToPath(new URL('./lang', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/setup/test-databases.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two files at a time: each opens its own databases (cloned from the migrated template)
          // and hub tests use their own Redis channel prefix, so files share nothing; while one
          // waits on PostgreSQL the other runs.
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
