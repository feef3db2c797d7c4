// Memory of a server as the issue measures it: the PSS of its process and every descendant (the
// embedded PostgreSQL's processes included), from /proc (Linux).
import { readdirSync, readFileSync } from 'node:fs';

function children(): Map<number, number[]> {
  const byParent = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      byParent.set(parent, [...(byParent.get(parent) ?? []), Number(name)]);
    } catch {
      /* the process ended meanwhile */
    }
  }
  return byParent;
}

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
  const byParent = children();
  let total = 0;
  const pending = [pid];
  while (pending.length > 0) {
    const current = pending.pop()!;
    total += pssKb(current);
    pending.push(...(byParent.get(current) ?? []));
  }
  return total / 1024;
}
