// A process and its descendants (the embedded PostgreSQL's postmaster and backends), from /proc
// (Linux): what the benchmarks measure a server by.
import { readdirSync, readFileSync } from 'node:fs';

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces). */
export function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined; // the process ended meanwhile
  }
}

function childrenByParent(): Map<number, number[]> {
  const byParent = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const fields = statFields(Number(name));
    if (!fields) continue;
    const parent = Number(fields[1]);
    byParent.set(parent, [...(byParent.get(parent) ?? []), Number(name)]);
  }
  return byParent;
}

/** The descendants of `pid`, not `pid` itself. */
export function descendantsOf(pid: number): number[] {
  const byParent = childrenByParent();
  const found: number[] = [];
  const pending = [...(byParent.get(pid) ?? [])];
  while (pending.length > 0) {
    const current = pending.pop()!;
    found.push(current);
    pending.push(...(byParent.get(current) ?? []));
  }
  return found;
}
