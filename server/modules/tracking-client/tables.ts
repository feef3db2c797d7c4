// The delivery clients' portal tables (spec 2.9), in camelCase as the rest of the server names
// them; server/db/schema.ts joins them to the platform's into the typed Database.
import type { Generated } from 'kysely';
import type { RegisterHistory } from '../../db/column-types';

/**
 * A document (CNPJ or CPF) a delivery client follows (migration 0030), a register of the engine
 * since 0031 (version and authors).
 */
export interface ClienteEntregaDocumentoTable extends RegisterHistory {
  id: Generated<number>;
  empresaId: number;
  usuarioId: number;
  documento: string;
}

export interface TrackingClientTables {
  clienteEntregaDocumento: ClienteEntregaDocumentoTable;
}
