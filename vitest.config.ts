import { defineConfig } from 'vitest/config';

// Playwright specs live in e2e/ and are run by Playwright, never by Vitest.
export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker. The API tests mostly wait (queue polls,
    // webhooks, timers), so two files at a time use the second core.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'catalog',
          root: 'packages/catalog',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          // One migrated database per run, copied by every test file (src/testing/test-database.ts).
          globalSetup: ['src/testing/global-setup.ts'],
          // Test files share a worker's loaded modules (each still builds its own app and database):
          // importing the app's dependencies again for each of ~40 files cost more CPU than the tests.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
