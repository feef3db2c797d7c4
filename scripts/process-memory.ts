// Memory of a server as the issue measures it: the PSS of its process and every descendant (the
// embedded PostgreSQL's processes included), from /proc (Linux).
import { readFileSync } from 'node:fs';
import { descendantsOf } from './process-tree';

const pssKb = (pid: number): number => {
  try {
    const line = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8').match(/^Pss:\s+(\d+)/m);
    return Number(line?.[1] ?? 0);
  } catch {
    return 0;
  }
};

/** PSS in MB of `pid` and all its descendants. */
export function treePssMb(pid: number): number {
  return [pid, ...descendantsOf(pid)].reduce((total, current) => total + pssKb(current), 0) / 1024;
}
