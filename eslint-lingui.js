import lingui from 'eslint-plugin-lingui';

/**
 * Every text a person reads goes through the message catalogue: a string literal that reads as
 * words, in a component or the code that feeds one, fails the lint. Identifiers, class names,
 * routes, keys and the like are not words a person reads, and are let through by name or shape.
 */
export const webTextRules = {
  // The parts of the web app whose texts are all in the catalogue (each added as it is).
  files: [
    'apps/web/src/i18n/**/*.{ts,tsx}',
    'apps/web/src/features/checkout/**/*.{ts,tsx}',
    'apps/web/src/features/payment/**/*.{ts,tsx}',
    'apps/web/src/features/orders/**/*.{ts,tsx}',
    'apps/web/src/app/routes/{checkout,checkout-return,order-history,invoices}.tsx',
    'apps/web/src/features/admin/**/*.{ts,tsx}',
    'apps/web/src/app/routes/admin*.tsx',
  ],
  ignores: [
    '**/__tests__/**',
    'apps/web/src/test/**',
    'apps/web/src/test-setup.ts',
    'apps/web/src/**/*.d.ts',
    'apps/web/src/entry-server.tsx',
  ],
  plugins: { lingui },
  rules: {
    'lingui/t-call-in-function': 'error',
    'lingui/no-unlocalized-strings': [
      'error',
      {
        ignore: [
          // One token without spaces that does not start as a sentence does: ids, keys, paths, classes.
          '^[^A-Z\\s][^\\s]*$',
          // Constants, codes and units: 'EUR', 'NOT_FOUND', 'PNG'.
          '^[A-Z0-9_./-]+$',
          // Tailwind class lists and CSS values.
          '^[a-z0-9:[\\]()%#.,/_!-]+( [a-z0-9:[\\]()%#.,/_!&>*=+"\'-]+)+$',
        ],
        ignoreNames: [
          {
            regex: {
              pattern:
                '(className|class|Class|Classes|styles?|variant|size|type|role|id|Id|key|Key|name|href|to|path|url|Url|src|rel|target|method|mode|autoComplete|inputMode|align|side|orientation|lang|dir|accept|pattern|testId|data-.*|aria-(controls|describedby|labelledby|hidden|live|current|haspopup|expanded|selected|checked|pressed|orientation|valuetext-id)|storageKey|queryKey|mimeType|format|unit|font.*|color|colour|fill|stroke|d|viewBox|transform|cursor)$',
            },
          },
        ],
        ignoreFunctions: [
          'cn',
          'clsx',
          'cva',
          'console.*',
          'Error',
          'ApiError',
          'api',
          'fetch',
          'authorizedFetch',
          'URL',
          'URLSearchParams',
          'document.*',
          '*.querySelector',
          '*.querySelectorAll',
          '*.closest',
          '*.getItem',
          '*.setItem',
          '*.removeItem',
          '*.startsWith',
          '*.endsWith',
          '*.includes',
          '*.split',
          '*.replace',
          '*.replaceAll',
          '*.match',
          '*.test',
          '*.addEventListener',
          '*.removeEventListener',
          '*.setAttribute',
          '*.getAttribute',
          '*.set',
          '*.get',
          '*.has',
          '*.append',
          '*.toLocaleString',
          'Intl.*',
          'new Intl.*',
          'useMediaQuery',
          'matchMedia',
          '*.matchMedia',
          'import',
          'z.*',
          'navigate',
          '*.dispatchEvent',
          'Event',
          'CustomEvent',
          '*.postMessage',
          'Symbol',
          'RegExp',
          'new RegExp',
          'JSON.*',
          'Number',
          'String',
          'structuredClone',
          'preloadLink',
          'require',
          'describe',
          'it',
          'test',
        ],
      },
    ],
  },
};
