import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Inter's Latin file, preloaded from the page's head: otherwise it is requested only once the
 * first text renders, and the swap from the fallback font moved the login card (CLS 0.07).
 */
function preloadLatinFont(): Plugin {
  return {
    name: 'preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((file) =>
          /inter-latin-wght-normal-[^/]*\.woff2$/.test(file),
        );
        if (!font) throw new Error("Inter's Latin font is not part of the build");
        const attrs = { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' };
        return [{ tag: 'link', attrs, injectTo: 'head' }];
      },
    },
  };
}

// Lingui's native macro transform comes as a platform package that needs Node 22.19 at install;
// `npm install` runs on the machine's own Node (20 here) and skips it, so Babel transforms them.
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';

// Named, as Vitest runs this config from the repository's root, where Lingui would not find it.
const linguiConfig = path.join(import.meta.dirname, 'lingui.config.ts');

export default defineConfig(({ isSsrBuild }) => ({
  // Lingui's macros (t, Trans, msg) become catalogue lookups at build, and a page's `.po` catalogue
  // compiles into a chunk of its own: no message parser ships to the browser.
  plugins: [
    react(),
    babel({
      presets: [
        linguiTransformerBabelPreset(
          { linguiConfig: getConfig({ configPath: linguiConfig }) },
          { configPath: linguiConfig },
        ),
      ],
    }),
    lingui({ configPath: linguiConfig, failOnCompileError: true }),
    tailwindcss(),
    preloadLatinFont(),
  ],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      'use-sync-external-store/shim': path.resolve(import.meta.dirname, 'src/i18n/react-external-store.ts'),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/v1': 'http://127.0.0.1:3000',
      '/api': 'http://127.0.0.1:3000',
      '/media': 'http://127.0.0.1:3000',
      '/catalog': 'http://127.0.0.1:3000',
      '/healthz': 'http://127.0.0.1:3000',
    },
  },
  build: {
    // The server-side build (dist/.server) renders pages; the browser's build has the files.
    copyPublicDir: !isSsrBuild,
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      onLog(level, log, handler) {
        // Signed-in pages import the identity error messages only when something fails; the login
        // card imports them outright, and its chunk is where they are meant to live.
        if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && log.message.includes('auth-errors')) return;
        handler(level, log);
      },
      output: {
        // TanStack Query as one chunk: every signed-in page needs nearly all of it, and split
        // over six shared chunks it compressed 2.5 kB worse on the designer's first load.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ }],
        },
      },
    },
  },
  // The web tests' shared settings; the root vitest.config.ts makes two projects of its files.
  test: { environment: 'happy-dom', setupFiles: ['./src/test-setup.ts'] },
}));
