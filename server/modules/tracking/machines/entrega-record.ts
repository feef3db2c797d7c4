// The delivery (entrega) under its status machine: the columns the machine reads and writes.
import { entregaStatusMachine } from '../../../../src/machines/entrega-status-machine';
import type { MachineRecord } from '../../../machines/machine-record';

const day = (value: unknown): string | null =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value.toISOString().slice(0, 10)
      : String(value).slice(0, 10);
const instant = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();

export const entregaRecord: MachineRecord<typeof entregaStatusMachine> = {
  name: 'entrega',
  machine: entregaStatusMachine,
  table: 'entrega',
  stateColumn: 'status',
  contextColumns: ['dataPrevista', 'dataEntrega', 'recebedorNome', 'recebedorDocumento'],
  readContext: (row) => ({
    dataPrevista: day(row.dataPrevista),
    dataEntrega: instant(row.dataEntrega),
    recebedorNome: (row.recebedorNome as string | null | undefined) ?? null,
    recebedorDocumento: (row.recebedorDocumento as string | null | undefined) ?? null,
  }),
  // The expected date is the deadline rules' to set; the machine only records the delivery.
  writeContext: (context) => ({
    dataEntrega: context.dataEntrega,
    recebedorNome: context.recebedorNome ?? null,
    recebedorDocumento: context.recebedorDocumento ?? null,
  }),
  touchColumn: 'updatedAt',
  history: { table: 'entregaStatusHistorico', recordColumn: 'entregaId' },
};
