// Lint rules, including the import boundaries that keep the code easy to enter:
// features do not import each other; src/domain and src/machines stay isomorphic (no React,
// DOM, ky or Node API); server/ and the SPA never import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const isomorphicBans = {
  patterns: [
    {
      group: ['react', 'react-dom', 'react/*', '@xstate/react', 'jotai', 'jotai/*', 'ky', '@mantine/*'],
      message: 'src/domain and src/machines are isomorphic: no React, UI or HTTP client.',
    },
    {
      group: ['node:*', 'fs', 'path', 'crypto', 'os', 'http'],
      message: 'src/domain and src/machines are isomorphic: no Node API.',
    },
  ],
};

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((f) => ({
              target: `./src/features/${f}`,
              from: './src/features',
              except: [`./${f}`],
              message: 'Features do not import each other; compose them in src/app.',
            })),
            { target: './src', from: './server', message: 'The SPA never imports the server.' },
            {
              target: './server',
              from: './src',
              except: ['./domain', './machines'],
              message: 'The server imports only the isomorphic src/domain and src/machines.',
            },
            {
              target: ['./src/domain', './src/machines'],
              from: ['./src/features', './src/layouts', './src/services', './src/ui', './src/app'],
              message: 'src/domain and src/machines do not depend on the SPA.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/domain/**', 'src/machines/**'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    files: ['src/domain/**/*.ts', 'src/machines/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', isomorphicBans] },
  },
);
