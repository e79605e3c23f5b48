import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

// The web tests that replace modules (vi.mock) get a fresh module registry each; the others share
// their worker's, with its DOM (decision 018). Setting up happy-dom and importing React, Radix and
// the app again for each file cost ~1 s of CPU a file: 36 s for the 22 files that mock nothing,
// 7 s shared. A file that mocks a module must not leave it mocked for the next.
const webRoot = path.join(import.meta.dirname, 'apps/web');
const mockingWebTests = readdirSync(path.join(webRoot, 'src'), { recursive: true, encoding: 'utf8' })
  .map((file) => `src/${file}`)
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => /\bvi\.mock\(/.test(readFileSync(path.join(webRoot, file), 'utf8')));

// Playwright specs live in e2e/ and are run by Playwright, never by Vitest.
export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker: the domain, catalog and web files (~90 s, before
    // the API project) left the second core idle. The API project sets its own two below.
    maxWorkers: 2,
    // `vitest run --coverage` (CI's PostgreSQL pass, `npm run coverage`): V8's own counters, so no
    // instrumented build.
    coverage: {
      provider: 'v8',
      include: ['apps/api/src/**/*.{ts,tsx}', 'apps/web/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
      exclude: ['**/__tests__/**', '**/*.test.{ts,tsx}', 'apps/api/src/testing/**', '**/*.d.ts'],
      reporter: ['text-summary', 'html', 'json-summary'],
      reportsDirectory: 'coverage',
      reportOnFailure: true,
    },
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          // Pure functions: nothing to leak from one file to the next.
          isolate: false,
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
          // .tsx: the e-mail layout is JSX (React Email), and a test may render it the same way.
          include: ['src/**/*.test.{ts,tsx}'],
          // One migrated database per run, copied by every test file (src/testing/test-database.ts).
          globalSetup: ['src/testing/global-setup.ts'],
          // Test files share a worker's loaded modules (each still builds its own app and database):
          // importing the app's dependencies again for each of ~40 files cost more CPU than the tests.
          isolate: false,
          // Vitest's default on a 2-core machine is one worker. The API tests mostly wait (queue
          // polls, webhooks, timers), so two files at a time use the second core. Its files share
          // the two workers with the other projects' rather than waiting for them all to end: the
          // web files' last seconds left a core idle (107-111 s for the run, against 122 s). The
          // web tests once starved beside them, when each project had two workers of its own and
          // the checkout tests sat out real 2-second estimates (decision 018).
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...mockingWebTests],
          isolate: false,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: { name: 'web-mocks', root: 'apps/web', include: mockingWebTests, pool: 'threads' },
      },
    ],
  },
});
