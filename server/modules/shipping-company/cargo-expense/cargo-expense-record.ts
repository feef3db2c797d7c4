// The cargo expense (carga_despesa) under its status machine: the column the machine reads and writes.
import { cargoExpenseStatusMachine } from '../../../../src/machines/cargo-expense-status-machine';
import type { MachineRecord } from '../../../machines/machine-record';

const instant = (value: unknown): string => new Date(value as string | Date).toISOString();

export const cargaDespesaRecord: MachineRecord<typeof cargoExpenseStatusMachine> = {
  name: 'cargaDespesa',
  machine: cargoExpenseStatusMachine,
  table: 'cargaDespesa',
  stateColumn: 'status',
  contextColumns: ['statusDesde'],
  readContext: (row) => ({ statusDesde: instant(row.statusDesde) }),
  writeContext: (context) => ({ statusDesde: context.statusDesde }),
  touchColumn: 'updatedAt',
  history: { table: 'cargaDespesaStatusHistorico', recordColumn: 'cargaDespesaId' },
};
