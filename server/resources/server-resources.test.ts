import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/domain/resources';
import { rotaPrazoEntregaHooks } from '../modules/tracking/resource-hooks/rota-prazo-entrega';
import { empresaHooks } from './hooks/empresa';
import { usuarioHooks } from './hooks/usuario';
import { SERVER_RESOURCES, serverResources } from './server-resources';

describe('SERVER_RESOURCES', () => {
  it('pairs every declared register with its own declaration, in declaration order', () => {
    expect(serverResources().map(({ def }) => def)).toEqual([...RESOURCES]);
  });

  it('attaches hooks by reference', () => {
    expect(SERVER_RESOURCES.usuario.hooks).toBe(usuarioHooks);
    expect(SERVER_RESOURCES.empresa.hooks).toBe(empresaHooks);
    expect(SERVER_RESOURCES.empresaBi.hooks).toEqual({});
    // A module's registers come with their module's hooks.
    expect(SERVER_RESOURCES.rotaPrazoEntrega.hooks).toBe(rotaPrazoEntregaHooks);
  });
});
