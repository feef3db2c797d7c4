// The cargo (carga) under its status machine: the column the machine reads and writes.
import { cargoStatusMachine } from '../../../../src/machines/cargo-status-machine';
import type { MachineRecord } from '../../../machines/machine-record';

const instant = (value: unknown): string => new Date(value as string | Date).toISOString();

export const cargaRecord: MachineRecord<typeof cargoStatusMachine> = {
  name: 'carga',
  machine: cargoStatusMachine,
  table: 'carga',
  stateColumn: 'status',
  contextColumns: ['statusDesde'],
  readContext: (row) => ({ statusDesde: instant(row.statusDesde) }),
  writeContext: (context) => ({ statusDesde: context.statusDesde }),
  touchColumn: 'updatedAt',
  history: { table: 'cargaStatusHistorico', recordColumn: 'cargaId' },
};
