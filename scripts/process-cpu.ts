// CPU time a server spent, apart from its descendants (the embedded PostgreSQL), from /proc
// (Linux). Divided by the requests answered, it is a figure that holds under load, unlike
// requests/s, which moves with whatever else the machine runs.
import { execFileSync } from 'node:child_process';
import { descendantsOf, statFields } from './process-tree';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** utime + stime, and cutime + cstime (children that ended and were waited for), in ms. */
function cpuMs(pid: number): { own: number; endedChildren: number } {
  const fields = statFields(pid);
  if (!fields) return { own: 0, endedChildren: 0 };
  // Fields 14 to 17 of stat, counted from the command name's end (field 3 is index 0 here).
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number) as [number, number, number, number];
  const ms = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;
  return { own: ms(utime + stime), endedChildren: ms(cutime + cstime) };
}

export interface TreeCpu {
  /** The server's own process, every thread of it. */
  serverMs: number;
  /** Its descendants, live and ended (PostgreSQL's backends come and go with the pool). */
  databaseMs: number;
}

export function treeCpuMs(pid: number): TreeCpu {
  let databaseMs = 0;
  for (const child of descendantsOf(pid)) {
    const { own, endedChildren } = cpuMs(child);
    databaseMs += own + endedChildren;
  }
  return { serverMs: cpuMs(pid).own, databaseMs };
}
