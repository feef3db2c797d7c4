import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PageStatements } from './page-statements';

const statement = (text: string) => CompiledQuery.raw(text, [1]);

describe('PageStatements', () => {
  it('compiles a key once and answers the same statement after', () => {
    const statements = new PageStatements();
    let compiled = 0;
    const compile = () => {
      compiled += 1;
      return statement('select 1');
    };
    const first = statements.statement('a', compile);
    expect(statements.statement('a', compile)).toBe(first);
    expect(compiled).toBe(1);
  });

  it('never answers one key with the statement of another', () => {
    const statements = new PageStatements();
    statements.statement('page 1', () => statement('select 1'));
    expect(statements.statement('page 2', () => statement('select 2')).sql).toBe('select 2');
  });

  it('drops the least recently used statement past its capacity', () => {
    const statements = new PageStatements(2);
    statements.statement('a', () => statement('a'));
    statements.statement('b', () => statement('b'));
    statements.statement('a', () => statement('a again')); // used: b is now the oldest
    statements.statement('c', () => statement('c'));
    expect(statements.size).toBe(2);
    expect(statements.statement('a', () => statement('a again')).sql).toBe('a');
    expect(statements.statement('b', () => statement('b again')).sql).toBe('b again');
  });
});
