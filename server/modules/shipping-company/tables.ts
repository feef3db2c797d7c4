// The shipping company module's tables, in camelCase as the rest of the server names them;
// server/db/schema.ts joins them to the platform's into the typed Database.
import type { ColumnType, Generated } from 'kysely';
import type { RegisterHistory } from '../../db/column-types';

/** A register named by one column, with an active flag (occurrence and vehicle types). */
interface NamedRegisterTable extends RegisterHistory {
  id: Generated<number>;
  empresaId: number;
  nome: string;
  ativo: Generated<boolean>;
}

export type OccurrenceTypeTable = NamedRegisterTable;
export type VehicleTypeTable = NamedRegisterTable;

export interface CargoExpenseOccurrenceTable extends NamedRegisterTable {
  occurrenceTypeId: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Non-attendance and disapproved reasons: a sequence and a display name. */
export interface ReasonTable extends RegisterHistory {
  id: Generated<number>;
  empresaId: number;
  sequencia: number;
  nomeExibicao: string;
}

export interface ShippingCompanyTables {
  occurrenceType: OccurrenceTypeTable;
  nonAttendanceReason: ReasonTable;
  disapprovedReason: ReasonTable;
  cargoExpenseOccurrence: CargoExpenseOccurrenceTable;
  vehicleType: VehicleTypeTable;
}
