// The cargo of the shipping company module: what the module's server side needs from it.
export { cargoRoutes } from './cargo-routes';
export { registerCargoHub } from './cargo-hub';
export { seedDemoCargo } from './demo-cargo';

import type { Migration } from 'kysely';
import * as cargo from './0019-cargo';

export const CARGO_MIGRATIONS: Record<string, Migration> = { '0019-cargo': cargo };
