// Rough speed check of decode + parse (no unzip, no database) on the NF-e fixtures:
//   npx tsx server/modules/tracking/imports/nfe/measure-parse-speed.ts [rounds]
// The full import benchmark (`npm run bench:nfe`) measures the real pipeline; this only shows
// whether a change to the reader made it slower.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseNfe } from './parse-nfe';

const folder = path.resolve(process.cwd(), 'tests/fixtures/nfe');
const files = readdirSync(folder).map((name) => readFileSync(path.join(folder, name)));
const rounds = Number(process.argv[2] ?? 500);

for (let warmUp = 0; warmUp < 50; warmUp += 1) for (const file of files) parseNfe(file);

const started = process.hrtime.bigint();
let bytes = 0;
for (let round = 0; round < rounds; round += 1) {
  for (const file of files) {
    parseNfe(file);
    bytes += file.length;
  }
}
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
const documents = rounds * files.length;
console.log(
  `${documents} documents in ${seconds.toFixed(2)} s: ${Math.round(documents / seconds)} NF-e/s, ` +
    `${(bytes / 1e6 / seconds).toFixed(1)} MB/s (average ${Math.round(bytes / documents)} bytes)`,
);
