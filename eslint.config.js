import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import { webTextRules } from './eslint-lingui.js';

const features = [
  'auth',
  'landing',
  'designer',
  'cart',
  'checkout',
  'orders',
  'profile',
  'support',
  'errors',
  'admin',
  'payment',
];
// The payment form is a feature of its own (its own API calls) that the checkout and the order
// history (resuming a payment) both embed: the one feature other features may import.
const sharedFeatures = ['payment'];

const api = './apps/api/src';
// The API's layers (docs/decisions: the module shape). Tests and test helpers may reach across.
const apiLayerZones = [
  // Use cases and repositories: no HTTP, no adapters, no job runners, no composition root.
  {
    target: `${api}/modules`,
    from: [
      `${api}/routes`,
      `${api}/plugins`,
      `${api}/adapters`,
      `${api}/jobs`,
      `${api}/deps.ts`,
      `${api}/app.ts`,
      `${api}/main.ts`,
      `${api}/db/client.ts`,
    ],
    message: 'Modules get ports and repositories through their deps; see docs/decisions (module shape).',
  },
  // Ports are the contracts: they know nothing of who implements or uses them.
  {
    target: `${api}/ports`,
    from: [
      `${api}/db`,
      `${api}/modules`,
      `${api}/adapters`,
      `${api}/routes`,
      `${api}/plugins`,
      `${api}/jobs`,
      `${api}/deps.ts`,
    ],
    message: 'A port imports nothing of the app: only types of its own and the domain package.',
  },
  // Adapters implement ports; the composition root chooses between them.
  {
    target: `${api}/adapters`,
    from: [
      `${api}/modules`,
      `${api}/routes`,
      `${api}/plugins`,
      `${api}/jobs`,
      `${api}/db`,
      `${api}/deps.ts`,
      `${api}/app.ts`,
    ],
    message: 'An adapter talks to the shop only through its port.',
  },
  // No adapter leans on another: shared rules belong to the port.
  ...readdirSync(new URL('./apps/api/src/adapters', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `${api}/adapters/${name}`,
      from: `${api}/adapters`,
      except: [`./${name}`],
      message: 'An adapter never imports another adapter: what both need belongs to the port.',
    })),
  // Repositories are built once, in the composition root: routes and job handlers get them in deps.
  ...['routes', 'plugins', 'jobs'].map((layer) => ({
    target: `${api}/${layer}`,
    from: `${api}/modules/**/*-repository.ts`,
    message: 'Repositories are built in deps.ts; a route or job handler calls a use case.',
  })),
  // Only the composition root (deps.ts, and the adapters' own select-* helpers) knows adapters.
  ...['routes', 'plugins', 'jobs', 'modules', 'ports', 'db', 'images'].map((layer) => ({
    target: `${api}/${layer}`,
    from: `${api}/adapters`,
    message: 'Adapters are chosen in deps.ts; everything else sees the port.',
  })),
  // Routes and job handlers parse, call a use case and map: no database, no vendors.
  ...['routes', 'plugins'].map((layer) => ({
    target: `${api}/${layer}`,
    from: [`${api}/db`, `${api}/jobs`],
    message: 'Routes call use cases; the database is behind repositories.',
  })),
  {
    target: `${api}/jobs`,
    from: [`${api}/routes`, `${api}/plugins`],
    message: 'Job handlers call use cases, never routes.',
  },
  // A handler names what it needs (worker-deps.ts); only workers.ts, which the root calls, takes it all.
  {
    target: `${api}/jobs/!(workers).ts`,
    from: `${api}/deps.ts`,
    message: 'A job handler takes WorkerDeps of what its use case needs, never the composition root.',
  },
  // images/ is a pure library (bytes in, bytes out): modules and adapters use it, it uses none of them.
  {
    target: `${api}/images`,
    from: [
      `${api}/routes`,
      `${api}/plugins`,
      `${api}/modules`,
      `${api}/ports`,
      `${api}/jobs`,
      `${api}/db`,
      `${api}/deps.ts`,
    ],
    message: 'images/ is a pure image library: it imports nothing of the shop.',
  },
  // The domain package is shared by both apps and imports neither.
  {
    target: './packages/domain',
    from: ['./apps', './packages/catalog'],
    message: 'packages/domain is pure and shared: it imports nothing of the apps.',
  },
];

const databaseImports = {
  patterns: [
    {
      group: ['drizzle-orm', 'drizzle-orm/*', 'pg', 'pg-boss', '@electric-sql/pglite'],
      message: 'Only repositories (*-repository.ts) and db/ touch the database.',
    },
    { regex: '(^|/)db(/|$)', message: 'Only repositories (*-repository.ts) and db/ touch the database.' },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/api/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
      'import-x/ignore': ['node_modules'],
    },
  },
  {
    files: ['apps/api/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'],
    ignores: ['**/__tests__/**', 'apps/api/src/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: apiLayerZones }] },
  },
  {
    // Use cases, routes, job handlers, plugins, ports and adapters: the database only through repositories.
    files: ['apps/api/src/{modules,routes,jobs,plugins,ports,adapters,images}/**/*.{ts,tsx}'],
    ignores: [
      '**/__tests__/**',
      'apps/api/src/modules/**/*-repository.ts',
      // The job queue is pg-boss in the shop's own database: it enqueues inside their transactions.
      'apps/api/src/jobs/queue.ts',
    ],
    rules: { 'no-restricted-imports': ['error', databaseImports] },
  },
  {
    // Use cases know no HTTP framework and no job runner.
    files: ['apps/api/src/modules/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**', 'apps/api/src/modules/**/*-repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...databaseImports.patterns,
            {
              group: ['fastify', 'fastify-*', '@fastify/*'],
              message: 'Use cases know no HTTP: routes map requests to them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features never import each other (bulletproof-react), but for the shared payment feature:
      // shared pieces live in components/, lib/, stores/ or the domain package, and app/ composes
      // features.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((f) => ({
              target: `./apps/web/src/features/${f}`,
              from: './apps/web/src/features',
              except: [...new Set([f, ...sharedFeatures])].map((allowed) => `./${allowed}`),
            })),
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            // The API document's field descriptions: the web app shows none of them, and they
            // would add kilobytes to every route that imports a contract.
            {
              target: './apps/web/src',
              from: './packages/domain/src/contracts/docs',
              message: "Field descriptions are the API document's: the web app imports the contracts only.",
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/stores'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
          ],
        },
      ],
    },
  },
  webTextRules,
);
