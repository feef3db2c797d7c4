import { describe, expect, it } from 'vitest';
import { MIGRATIONS, mergeMigrations } from '.';

// Every name a database may have recorded in kysely_migration: none may disappear or change.
const RECORDED = [
  '0001-foundation',
  '0002-nfe-import',
  '0003-entrega-list',
  '0004-document-imports',
  '0005-ocorrencias',
  '0006-rota-prazo',
  '0007-comprovante',
  '0008-dashboard',
  '0009-email-delivery',
  '0010-import-log-message',
  '0011-session-version',
  '0012-state-machines',
  '0013-file-store',
  '0015-register-history',
  '0016-profiles',
];

describe('the merged migrations', () => {
  const names = Object.keys(MIGRATIONS);

  it('are in name order', () => {
    expect(names).toEqual([...names].sort());
  });

  it('have no name twice', () => {
    expect(new Set(names).size).toBe(names.length);
  });

  it('still hold every name recorded before', () => {
    for (const name of RECORDED) expect(names).toContain(name);
  });

  it('each have an up step', () => {
    for (const name of names) expect(typeof MIGRATIONS[name]?.up).toBe('function');
  });

  it('refuse a name found in two lists', () => {
    const up = async () => {};
    expect(() => mergeMigrations([{ '0001-a': { up } }, { '0001-a': { up } }])).toThrow(/0001-a/);
  });

  it('sort the lists together by name', () => {
    const up = async () => {};
    const merged = mergeMigrations([{ '0003-c': { up }, '0001-a': { up } }, { '0002-b': { up } }]);
    expect(Object.keys(merged)).toEqual(['0001-a', '0002-b', '0003-c']);
  });
});
