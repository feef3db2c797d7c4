// The checklist module's tables (spec 2.8), in camelCase as the rest of the server names them;
// server/db/schema.ts joins them to the platform's into the typed Database.
import type { Generated } from 'kysely';
import type { RegisterHistory } from '../../db/column-types';

/** A ready answer of the support agents (migration 0036). */
export interface PredefinedScriptTable extends RegisterHistory {
  id: Generated<number>;
  empresaId: number;
  titulo: string;
  texto: string;
  ativo: Generated<boolean>;
}

export interface ChecklistTables {
  predefinedScript: PredefinedScriptTable;
}
