// Server behaviour per resource, looked up by the resource's name.
import { empresaHooks } from './empresa';
import type { ResourceHooks } from './resource-hooks';
import { rotaPrazoEntregaHooks } from './rota-prazo-entrega';
import { usuarioHooks } from './usuario';

const HOOKS: Record<string, ResourceHooks> = {
  empresa: empresaHooks,
  usuario: usuarioHooks,
  rotaPrazoEntrega: rotaPrazoEntregaHooks,
};

export const hooksFor = (name: string): ResourceHooks => HOOKS[name] ?? {};
export type { ResourceHooks } from './resource-hooks';
