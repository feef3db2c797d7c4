// The table of migration 0008's saved filter sets, added to the typed Database from here so the
// shared schema file does not grow a line per feature.
import type { ColumnType, Generated } from 'kysely';

export interface FiltroSalvoTable {
  id: Generated<number>;
  empresaId: number;
  usuarioId: number;
  nome: string;
  /** jsonb: the pg drivers hand it back parsed; it is written as a JSON string. */
  filtros: ColumnType<Record<string, string>, string, string>;
  createdAt: ColumnType<Date, never, never>;
  updatedAt: ColumnType<Date, never, Date>;
}

declare module '../../../db/schema' {
  interface Database {
    filtroSalvo: FiltroSalvoTable;
  }
}
