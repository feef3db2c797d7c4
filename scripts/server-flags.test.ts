import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './server-process';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
const command = `node ${SERVER_NODE_FLAGS.join(' ')} dist-server/main.js`;

// The benchmarks and the end-to-end tests measure and drive the server as `npm start` runs it.
describe('the Node flags of the server', () => {
  it('are the same for npm start, the benchmarks and the end-to-end tests', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: { start: string } };
    expect(scripts.start).toContain(command);
    expect(read('playwright.config.ts')).toContain(`command: '${command}'`);
  });
});
