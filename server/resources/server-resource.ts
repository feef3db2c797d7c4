// A declared register paired with its server behaviour. The declarations are shared with the SPA
// and stay free of server code; the pairing is server-only (the platform's registers in
// server-resources.ts, each module's in its own folder).
import type { RESOURCES } from '../../src/domain/resources';
import type { ResourceHooks } from './hooks/resource-hooks';

export type Declared = (typeof RESOURCES)[number];

export interface ServerResource<Def extends Declared = Declared> {
  def: Def;
  /** What the declaration cannot say (hashing a password, queueing a recomputation). */
  hooks: ResourceHooks;
}

/**
 * One entry per declared register of `Defs`, under its name: a register without its entry (and
 * so without its hooks) does not compile, and each entry's declaration must be the one of its name.
 */
export type ServerResourcesOf<Defs extends Declared> = {
  readonly [Name in Defs['name']]: ServerResource<Extract<Defs, { name: Name }>>;
};

export const serverResource = <Def extends Declared>(
  def: Def,
  hooks: ResourceHooks = {},
): ServerResource<Def> => ({
  def,
  hooks,
});
