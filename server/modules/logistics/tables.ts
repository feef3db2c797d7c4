// The logistics module's tables (migration 0040), in camelCase as the rest of the server names them.
import type { ColumnType, Generated } from 'kysely';
import type { Nullable } from '../../db/column-types';

export interface LogisticaConfigTable {
  empresaId: number;
  freteRapidoUrl: Generated<string>;
  /** Written by the settings route, read only by the server's call to the service. */
  freteRapidoToken: Generated<string>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
  updatedBy: Nullable<number>;
}

export interface FreteRapidoColetaTable {
  id: Generated<number>;
  empresaId: number;
  entregaId: number;
  protocolo: Nullable<string>;
  dataColeta: ColumnType<Date, string, string>;
  usuarioId: Nullable<number>;
  /** When the service accepted the pickup (again, when it is asked once more). */
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface LogisticsTables {
  logisticaConfig: LogisticaConfigTable;
  freteRapidoColeta: FreteRapidoColetaTable;
}
