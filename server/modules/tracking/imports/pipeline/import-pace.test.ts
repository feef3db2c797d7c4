import type { EventLoopUtilization } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { ImportPace } from './import-pace';

/** A thread that worked `active` of every `idle + active` ms, as perf_hooks reports it. */
function thread() {
  let total: EventLoopUtilization = { idle: 0, active: 0, utilization: 0 };
  const utilization = (current?: EventLoopUtilization, previous?: EventLoopUtilization) => {
    if (!current) return total;
    const idle = current.idle - (previous?.idle ?? 0);
    const active = current.active - (previous?.active ?? 0);
    return { idle, active, utilization: active / (idle + active) };
  };
  const spend = (active: number, idle: number) => {
    total = { idle: total.idle + idle, active: total.active + active, utilization: 0 };
  };
  return { utilization, spend };
}

describe('ImportPace', () => {
  it('does not pause an import on a quiet server', () => {
    const { utilization, spend } = thread();
    const pace = new ImportPace(utilization);
    spend(30, 70);
    expect(pace.pauseAfter(100)).toBe(0);
  });

  it('pauses twice the batch while the request thread was busy through it', () => {
    const { utilization, spend } = thread();
    const pace = new ImportPace(utilization);
    spend(95, 5);
    expect(pace.pauseAfter(100)).toBe(200);
    spend(90, 10);
    expect(pace.pauseAfter(120)).toBe(240);
  });

  it('never pauses longer than a second', () => {
    const { utilization, spend } = thread();
    const pace = new ImportPace(utilization);
    spend(2_000, 0);
    expect(pace.pauseAfter(2_000)).toBe(1_000);
  });

  it('judges each batch by its own time, not the import’s whole run', () => {
    const { utilization, spend } = thread();
    const pace = new ImportPace(utilization);
    spend(1_000, 0);
    expect(pace.pauseAfter(100)).toBe(200);
    spend(10, 90);
    expect(pace.pauseAfter(100)).toBe(0);
  });
});
