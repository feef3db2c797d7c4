// The demo company's shipping registers, so their lists are alive on a fresh start: occurrence
// types (one deactivated), the expense occurrences they cause, reasons in their order, and the
// usual vehicle types of a Brazilian carrier.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

const OCCURRENCE_TYPES = [
  'Atraso no carregamento',
  'Atraso na descarga',
  'Avaria na carga',
  'Cliente ausente',
  'Veículo quebrado',
  'Desvio de rota',
];
/** Kept for the history of older cargoes, no longer offered. */
const RETIRED_OCCURRENCE_TYPE = 'Greve de caminhoneiros';

/** Each expense and the occurrence type that causes it (none: a planned expense). */
const EXPENSE_OCCURRENCES: [string, string | null][] = [
  ['Diária de espera no carregamento', 'Atraso no carregamento'],
  ['Diária de espera na descarga', 'Atraso na descarga'],
  ['Reentrega', 'Cliente ausente'],
  ['Guincho', 'Veículo quebrado'],
  ['Pedágio', null],
  ['Chapa (ajudante de descarga)', null],
];

const NON_ATTENDANCE_REASONS = [
  'Cliente ausente',
  'Endereço não localizado',
  'Estabelecimento fechado',
  'Recusa do destinatário',
  'Mercadoria em desacordo com o pedido',
];

const DISAPPROVED_REASONS = [
  'Comprovante ilegível',
  'Comprovante ausente',
  'Valor acima do combinado',
  'Despesa sem autorização',
];

const VEHICLE_TYPES = ['VUC', 'Toco', 'Truck', 'Carreta', 'Bitrem', 'Rodotrem'];

export async function seedDemoShippingRegisters(
  trx: Transaction<Database>,
  empresaId: number,
): Promise<void> {
  const types = await trx
    .insertInto('occurrenceType')
    .values([
      ...OCCURRENCE_TYPES.map((nome) => ({ empresaId, nome })),
      { empresaId, nome: RETIRED_OCCURRENCE_TYPE, ativo: false },
    ])
    .returning(['id', 'nome'])
    .execute();
  const typeId = new Map(types.map((type) => [type.nome, type.id]));
  await trx
    .insertInto('cargoExpenseOccurrence')
    .values(
      EXPENSE_OCCURRENCES.map(([nome, type]) => ({
        empresaId,
        nome,
        occurrenceTypeId: type === null ? null : (typeId.get(type) ?? null),
      })),
    )
    .execute();
  await trx
    .insertInto('nonAttendanceReason')
    .values(
      NON_ATTENDANCE_REASONS.map((nomeExibicao, index) => ({
        empresaId,
        sequencia: index + 1,
        nomeExibicao,
      })),
    )
    .execute();
  await trx
    .insertInto('disapprovedReason')
    .values(
      DISAPPROVED_REASONS.map((nomeExibicao, index) => ({ empresaId, sequencia: index + 1, nomeExibicao })),
    )
    .execute();
  await trx
    .insertInto('vehicleType')
    .values(VEHICLE_TYPES.map((nome) => ({ empresaId, nome })))
    .execute();
}
