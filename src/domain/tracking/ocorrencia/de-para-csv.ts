// The columns of the company's occurrence mapping as a file (CSV or XLSX), for export and import:
// the register's field names, so the file goes through a spreadsheet or another program and back.
// The file is read and written by the platform's sheets (src/domain/csv, server/spreadsheets).
import type { EntregaStatus } from '../entrega/entrega-status';

export const DE_PARA_CSV_COLUMNS = [
  'transportadorCnpj',
  'codigoTransportador',
  'codigoEmbarcador',
  'descricao',
  'status',
] as const;

export interface DeParaCsvRow {
  transportadorCnpj: string;
  codigoTransportador: string;
  codigoEmbarcador: string;
  descricao: string;
  status: EntregaStatus;
}
