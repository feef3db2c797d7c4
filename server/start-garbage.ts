// What the start allocated (migrations, demo data, every module's routes and schemas) is mostly
// garbage once the server listens, and V8 keeps it until its next full collection, which on a
// server nobody uses yet may not come for minutes. One full collection right after the start
// hands it back: 20 to 28 MB of a fresh start's 160 to 180 MB (docs/PERFORMANCE.md, Memory).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export function collectStartGarbage(): void {
  // The collector is reachable from a new context once the flag is set; it stays out of the
  // server's own global scope.
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as (options: object) => void;
  // As under memory pressure: the freed pages go back to the system at once, not seconds later.
  collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
