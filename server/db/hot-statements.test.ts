import { describe, expect, it } from 'vitest';
import { HotStatements } from './hot-statements';

describe('HotStatements', () => {
  it('names a SELECT on the run that reaches the threshold, and keeps that name', () => {
    const hot = new HotStatements(3, 10);
    const text = 'select * from "usuario" where "id" = $1';
    expect(hot.nameOf(text)).toBeUndefined();
    expect(hot.nameOf(text)).toBeUndefined();
    const name = hot.nameOf(text);
    expect(name).toMatch(/^rota_hot_\d+$/);
    expect(hot.nameOf(text)).toBe(name);
  });

  it('gives different texts different names', () => {
    const hot = new HotStatements(1, 10);
    expect(hot.nameOf('select 1')).not.toBe(hot.nameOf('select 2'));
  });

  it('never names anything but a SELECT', () => {
    const hot = new HotStatements(1, 10);
    expect(hot.nameOf('insert into "x" values ($1)')).toBeUndefined();
    expect(hot.nameOf('update "x" set "a" = $1')).toBeUndefined();
    expect(hot.nameOf('with x as (delete from y returning *) select * from x')).toBeUndefined();
    expect(hot.size).toBe(0);
  });

  it('names no more than its capacity', () => {
    const hot = new HotStatements(1, 2);
    hot.nameOf('select 1');
    hot.nameOf('select 2');
    expect(hot.nameOf('select 3')).toBeUndefined();
    expect(hot.size).toBe(2);
  });

  it('forgets the runs it counts when too many texts pass once', () => {
    const hot = new HotStatements(2, 10, 3);
    hot.nameOf('select 1');
    for (const n of [2, 3, 4]) hot.nameOf(`select ${n}`);
    // The count of 'select 1' was dropped with the others: one more run is not enough.
    expect(hot.nameOf('select 1')).toBeUndefined();
    expect(hot.nameOf('select 1')).toMatch(/^rota_hot_/);
  });
});
