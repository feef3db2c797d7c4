// Lint rules, including the import boundaries that keep the code easy to enter:
// a module (src/features/<module>/) does not import another module and may use the platform
// features; platform features import no module and no other feature; the shell (src/layouts),
// src/ui and src/services import no feature; src/domain and src/machines stay isomorphic (no React,
// DOM, ky or Node API); server/ and the SPA never import each other (the server may use the
// isomorphic src/domain and src/machines). The boundaries use ESLint's own no-restricted-imports
// with path patterns, so they need no module resolver.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** Features every module may use; the rest of src/features are modules. */
const PLATFORM_FEATURES = ['auth', 'general', 'module-chooser', 'profile', 'resources'];
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const modules = features.filter((f) => !PLATFORM_FEATURES.includes(f));

const noServer = { regex: '^(\\.\\./)+server(/|$)', message: 'The SPA never imports the server.' };
const otherFeatures = (f) =>
  modules.includes(f)
    ? {
        regex: `^@/features/(?!(${[f, ...PLATFORM_FEATURES].join('|')})(/|$))`,
        message: 'A module does not import another module; compose them in src/app.',
      }
    : {
        regex: `^@/features/(?!${f}(/|$))`,
        message: 'Platform features import no module and no other feature; compose them in src/app.',
      };
const noFeatures = {
  regex: '^@/features/',
  message: 'The shell, src/ui and src/services import no feature; a module passes them what they need.',
};
const leaveFeature = (depth) => ({
  regex: `^(\\.\\./){${depth},}`,
  message: 'Import other parts of the SPA through @/ ; features do not import each other.',
});
/** A file's depth inside its feature folder: 1 for src/features/<f>/x.ts, 2 one folder down... */
const DEPTHS = [1, 2, 3, 4];
const atDepth = (f, depth) => `src/features/${f}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`;
const spaOnly = {
  regex: '^(@/|(\\.\\./)+)(features|layouts|services|ui|app)(/|$)',
  message: 'src/domain and src/machines do not depend on the SPA.',
};
const isomorphic = [
  {
    group: ['react', 'react-dom', 'react/*', '@xstate/react', 'jotai', 'jotai/*', 'ky', '@mantine/*'],
    message: 'src/domain and src/machines are isomorphic: no React, UI or HTTP client.',
  },
  {
    group: ['node:*', 'fs', 'path', 'crypto', 'os', 'http'],
    message: 'src/domain and src/machines are isomorphic: no Node API.',
  },
];
const serverBoundary = [
  {
    regex: '^(\\.\\./)+src/(?!domain/|machines/)',
    message: 'The server imports only the isomorphic src/domain and src/machines.',
  },
  { regex: '^@/', message: 'The server imports src/domain with relative paths, never the SPA alias.' },
];
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'data', 'node_modules', 'test-results', 'playwright-report', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/domain/**', 'src/machines/**'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      ...restrict([noServer]),
    },
  },
  ...features.flatMap((f) =>
    DEPTHS.map((depth) => ({
      files: [atDepth(f, depth)],
      rules: restrict([noServer, otherFeatures(f), leaveFeature(depth)]),
    })),
  ),
  {
    files: ['src/layouts/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}', 'src/services/**/*.{ts,tsx}'],
    rules: restrict([noServer, noFeatures]),
  },
  {
    files: ['src/domain/**/*.ts', 'src/machines/**/*.ts'],
    rules: restrict([noServer, spaOnly, ...isomorphic]),
  },
  { files: ['src/domain/**/*.test.ts', 'src/machines/**/*.test.ts'], rules: restrict([noServer, spaOnly]) },
  { files: ['server/**/*.ts'], rules: restrict(serverBoundary) },
);
