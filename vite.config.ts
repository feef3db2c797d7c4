import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { parse } from '@formatjs/icu-messageformat-parser';
import { fileURLToPath } from 'node:url';
import { ENTRY_CHUNK, journeyChunks } from './scripts/vite/journey-chunks';
import { mantineStylesPerComponent } from './scripts/vite/mantine-styles';
import { earlyReadsScript } from './scripts/vite/early-reads-script';

const apiPort = process.env.API_PORT ?? '3001';

/**
 * The built SPA gets its catalogs (lang/*.json) already parsed into react-intl's message trees,
 * so the browser needs no message parser: the build points the parser's module at its
 * parser-free entry (about 10 KB of brotli JavaScript less on every page, for 0.5 KB more per
 * catalog). The development server keeps the text catalogs and the parser.
 */
const precompiledMessages = (): Plugin => ({
  name: 'rota-precompiled-messages',
  apply: 'build',
  enforce: 'pre',
  config: () => ({
    resolve: {
      alias: [
        {
          find: /^@formatjs\/icu-messageformat-parser$/,
          replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
        },
      ],
    },
  }),
  transform(code, id) {
    const catalog = /[\\/]lang[\\/](?:[a-z-]+[\\/])?(pt|en|ar)\.json$/.exec(id);
    if (!catalog) return null;
    const locale = new Intl.Locale(catalog[1]!);
    const messages = JSON.parse(code) as Record<string, string>;
    const parsed = Object.fromEntries(
      Object.entries(messages).map(([key, message]) => [key, parse(message, { locale })]),
    );
    return { code: JSON.stringify(parsed), map: null };
  },
});

/**
 * React Router's package resolves to its development build (extra checks and warnings, about a
 * quarter of a second of a phone's CPU on /dashboard); the built SPA takes its production build.
 */
const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
const productionReactRouter = (): Plugin => ({
  name: 'rota-production-react-router',
  apply: 'build',
  config: () => ({
    resolve: {
      alias: [
        // Its package exports name no production entry: the files are reached by their path.
        { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
        { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
      ],
    },
  }),
});

export default defineConfig({
  plugins: [
    react(),
    precompiledMessages(),
    productionReactRouter(),
    mantineStylesPerComponent(),
    earlyReadsScript(),
    // In the order a user meets them: what the sign-in page holds is not repeated in the shell.
    journeyChunks([
      {
        name: 'sign-in',
        roots: ['src/features/auth/login-page.tsx'],
        preloadOn: ['/login'],
        catalogs: ['lang'],
        // A signed-in user's pages share components with it (the language menu, inputs), which
        // go into the entry: they never need the sign-in form's own chunk.
        sharedChunk: ENTRY_CHUNK,
      },
      {
        name: 'signed-in',
        // The tracking module's route table is added to the router when one of its pages opens.
        roots: [
          'src/app/server-data-layout.tsx',
          'src/features/tracking/routes.tsx',
          'src/features/tracking/tracking-layout.tsx',
        ],
      },
      {
        name: 'dashboard',
        roots: ['src/features/tracking/screens/dashboard-screen.tsx'],
        preloadOn: ['/dashboard'],
        catalogs: ['lang', 'lang/tracking'],
      },
    ]),
  ],
  resolve: {
    alias: {
      '@lang': fileURLToPath(new URL('./lang', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    // Every browser the SPA supports preloads modules itself.
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/hubs': { target: `ws://127.0.0.1:${apiPort}`, ws: true },
      '/health': `http://127.0.0.1:${apiPort}`,
    },
  },
});
