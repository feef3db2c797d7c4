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

  it("applies the declaration's own rule on top, with the record", () => {
    const def = {
      ...entregaResource,
      canAccess: (_p: Principal, _a: string, record?: Readonly<Record<string, unknown>>) => record?.id !== 2,
    };
    expect(mayAccess(def, principal('tracking'), 'read', { id: 1 })).toBe(true);
    expect(mayAccess(def, principal('tracking'), 'read', { id: 2 })).toBe(false);
  });
});
