import { describe, expect, it } from 'vitest';
import { PERMISSION_FLAGS, type Principal } from '../permissions';
import { mayAccess } from './access';
import { entregaResource } from '../tracking/resources/entrega';
import { tabelaOcorrenciaProcedaResource } from '../tracking/resources/tabela-ocorrencia';

const principal = (...flags: string[]): Principal => ({
  isRms: false,
  flags: Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, flags.includes(f)])) as Principal['flags'],
});

describe('mayAccess', () => {
  it('reads under the permission and writes under the writePermission', () => {
    const reader = principal('tracking');
    expect(mayAccess(tabelaOcorrenciaProcedaResource, reader, 'list')).toBe(true);
    expect(mayAccess(tabelaOcorrenciaProcedaResource, reader, 'read', { id: 1 })).toBe(true);
    expect(mayAccess(tabelaOcorrenciaProcedaResource, reader, 'update', { id: 1 })).toBe(false);
    expect(mayAccess(tabelaOcorrenciaProcedaResource, principal(), 'list')).toBe(false);
  });

  it('never writes a read-only resource', () => {
    expect(mayAccess(entregaResource, principal('tracking'), 'read')).toBe(true);
    expect(mayAccess(entregaResource, principal(...PERMISSION_FLAGS), 'delete')).toBe(false);
  });

  it("applies the declaration's own rule on top of a write, with the record", () => {
    const def = {
      ...tabelaOcorrenciaProcedaResource,
      canAccess: (_p: Principal, _a: string, record?: Readonly<Record<string, unknown>>) => record?.id !== 2,
    };
    const admin = { ...principal(...PERMISSION_FLAGS), isRms: true };
    expect(mayAccess(def, admin, 'update', { id: 1 })).toBe(true);
    expect(mayAccess(def, admin, 'update', { id: 2 })).toBe(false);
  });

  it('reads a row only when readableRows lets it, and asks canAccess about the register alone', () => {
    const asked: unknown[] = [];
    const def = {
      ...entregaResource,
      readableRows: (p: Principal) => (p.flags.administrator ? undefined : { status: ['pendente', null] }),
      canAccess: (_p: Principal, _a: string, record?: Readonly<Record<string, unknown>>) => {
        asked.push(record);
        return true;
      },
    };
    const reader = principal('tracking');
    expect(mayAccess(def, reader, 'read', { id: 1, status: 'pendente' })).toBe(true);
    expect(mayAccess(def, reader, 'read', { id: 1, status: null })).toBe(true);
    expect(mayAccess(def, reader, 'read', { id: 1, status: 'entregue' })).toBe(false);
    // A row that does not carry the column is not shown to who may read only some rows.
    expect(mayAccess(def, reader, 'read', { id: 1 })).toBe(false);
    expect(mayAccess(def, principal('tracking', 'administrator'), 'read', { id: 1 })).toBe(true);
    expect(mayAccess(def, reader, 'list')).toBe(true);
    expect(asked.every((record) => record === undefined)).toBe(true);
  });
});
