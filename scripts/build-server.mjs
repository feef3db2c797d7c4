// Builds the server into dist-server/: one ES module for the server and one for each worker
// thread, TypeScript compiled ahead, so `npm start` runs plain Node with no loader at run time
// (less memory, a quicker start). Packages stay in node_modules, loaded as usual.
import { build } from 'esbuild';

const WORKERS = [
  'server/modules/tracking/imports/pipeline/classify-worker.ts',
  'server/modules/tracking/comprovantes/pdf-key-worker.ts',
];

await build({
  entryPoints: ['server/main.ts', ...WORKERS],
  outdir: 'dist-server',
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server built in dist-server/');
