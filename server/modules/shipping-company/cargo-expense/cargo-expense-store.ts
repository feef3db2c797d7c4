// Reading and moving a company's cargo expenses. Every read is scoped to the signed-in company; an
// expense of another company is missing. A move runs the shared machine path (row lock, version
// check, pure transition, history and outbox in one transaction); the caller pushes it once
// committed. Sums are PostgreSQL's own over numeric, answered as exact decimal strings.
import { type Kysely, sql, type Transaction } from 'kysely';
import type {
  CargoExpenseCard,
  CargoExpenseDetail,
  CargoExpenseHistoryEntry,
  CargoExpenseMove,
  CargoExpenseTotals,
} from '../../../../src/domain/shipping-company/cargo-expense';
import { cargoExpenseMoveSchema } from '../../../../src/domain/shipping-company/cargo-expense';
import {
  CARGO_EXPENSE_REASON_MAX,
  type CargoExpenseStatus,
  cargoExpenseEventType,
  cargoExpenseMoveReason,
} from '../../../../src/machines/cargo-expense-status-machine';
import type { Database } from '../../../db/schema';
import type { MessageId } from '../../../messages';
import { applyMachineEvent } from '../../../machines/apply-machine-event';
import type { OutboxEntry } from '../../../machines/machine-outbox';
import type { RefusalMessages } from '../../../machines/refusal';
import { cargaDespesaRecord } from './cargo-expense-record';

export const CARGO_EXPENSE_REFUSALS: RefusalMessages = {
  notFound: 'cargoExpense.error.notFound',
  notAccepted: 'cargoExpense.error.notAccepted',
  stale: 'cargoExpense.error.stale',
};

/** The company's expenses with their load's number and their kind's name. */
const companyExpenses = (db: Kysely<Database>, empresaId: number) =>
  db
    .selectFrom('cargaDespesa as d')
    .innerJoin('carga as c', 'c.id', 'd.cargaId')
    .innerJoin('cargoExpenseOccurrence as t', 't.id', 'd.tipoId')
    .where('d.empresaId', '=', empresaId);

const CARD_COLUMNS = [
  'd.id',
  'd.numero',
  'd.status',
  'd.statusDesde',
  'd.version',
  'd.cargaId',
  'c.numero as cargaNumero',
  't.nome as tipoNome',
  'd.valor',
  'd.data',
] as const;

const day = (value: Date | string) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

type CardRow = Omit<CargoExpenseCard, 'statusDesde' | 'data'> & { statusDesde: Date; data: Date | string };

const cardOf = (row: CardRow): CargoExpenseCard => ({
  id: row.id,
  numero: row.numero,
  status: row.status,
  statusDesde: row.statusDesde.toISOString(),
  version: row.version,
  cargaId: row.cargaId,
  cargaNumero: row.cargaNumero,
  tipoNome: row.tipoNome,
  valor: row.valor,
  data: day(row.data),
});

/** Every expense of the company's board, ordered by number: one query. */
export async function expenseBoardCards(
  db: Kysely<Database>,
  empresaId: number,
): Promise<CargoExpenseCard[]> {
  const rows = await companyExpenses(db, empresaId).select(CARD_COLUMNS).orderBy('d.numero').execute();
  return rows.map(cardOf);
}

export async function expenseCard(
  db: Kysely<Database>,
  empresaId: number,
  id: number,
): Promise<CargoExpenseCard | null> {
  const row = await companyExpenses(db, empresaId)
    .select(CARD_COLUMNS)
    .where('d.id', '=', id)
    .executeTakeFirst();
  return row ? cardOf(row) : null;
}

export async function expenseDetail(
  db: Kysely<Database>,
  empresaId: number,
  id: number,
): Promise<CargoExpenseDetail | null> {
  const row = await companyExpenses(db, empresaId)
    .select([...CARD_COLUMNS, 'd.descricao', 'd.createdAt'])
    .where('d.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return { ...cardOf(row), descricao: row.descricao, createdAt: row.createdAt.toISOString() };
}

export async function expenseHistory(
  db: Kysely<Database>,
  empresaId: number,
  id: number,
): Promise<CargoExpenseHistoryEntry[]> {
  const rows = await db
    .selectFrom('cargaDespesaStatusHistorico as h')
    .leftJoin('usuario as u', 'u.id', 'h.usuarioId')
    .select([
      'h.id',
      'h.estadoAnterior',
      'h.estadoNovo',
      'h.motivo',
      'h.motivoId',
      'h.createdAt',
      'u.nomeApresentacao',
    ])
    .where('h.empresaId', '=', empresaId)
    .where('h.cargaDespesaId', '=', id)
    .orderBy('h.id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    de: row.estadoAnterior,
    para: row.estadoNovo,
    motivo: row.motivo,
    motivoId: row.motivoId,
    usuario: row.nomeApresentacao,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** A load's expenses summed, in all and by status, by PostgreSQL over numeric (exact). */
export async function expenseTotals(
  db: Kysely<Database>,
  empresaId: number,
  cargaId: number,
): Promise<CargoExpenseTotals> {
  const rows = await db
    .selectFrom('cargaDespesa')
    .select([
      'status',
      sql<string>`sum(valor)::numeric(15, 2)::text`.as('total'),
      sql<number>`count(*)::int`.as('count'),
    ])
    .where('empresaId', '=', empresaId)
    .where('cargaId', '=', cargaId)
    .groupBy('status')
    .orderBy('status')
    .execute();
  const all = await db
    .selectFrom('cargaDespesa')
    .select(sql<string>`coalesce(sum(valor), 0)::numeric(15, 2)::text`.as('total'))
    .where('empresaId', '=', empresaId)
    .where('cargaId', '=', cargaId)
    .executeTakeFirstOrThrow();
  return { total: all.total, porStatus: rows };
}

/** The company's disapproved reasons, in their sequence: what the move dialog offers. */
export async function expenseReasonOptions(
  db: Kysely<Database>,
  empresaId: number,
): Promise<{ id: number; nome: string }[]> {
  return db
    .selectFrom('disapprovedReason')
    .select(['id', 'nomeExibicao as nome'])
    .where('empresaId', '=', empresaId)
    .orderBy('sequencia')
    .orderBy('id')
    .execute();
}

export type CargoExpenseMoveOutcome =
  | { ok: true; card: CargoExpenseCard; outbox: OutboxEntry }
  | { ok: false; status: 404 | 409; messageId: MessageId };

/**
 * The reason of a move as the history keeps it: the disapproved reason's display name, then the
 * optional note. A move that needs a reason must name one of the company's disapproved reasons
 * (spec: a disapproval comes from that register); 'missing' and 'unavailable' refuse the move.
 */
async function pickedReason(
  trx: Transaction<Database>,
  empresaId: number,
  id: number,
  move: ReturnType<typeof cargoExpenseMoveSchema.parse>,
): Promise<string | null | 'missing' | 'unavailable'> {
  const expense = await trx
    .selectFrom('cargaDespesa')
    .select('status')
    .where('empresaId', '=', empresaId)
    .where('id', '=', id)
    .executeTakeFirst();
  // A missing expense, or a move the machine refuses, is told by the machine itself.
  if (!expense) return null;
  const kind = cargoExpenseMoveReason(expense.status, move.to);
  if (!kind) return null;
  if (!move.motivoId) return 'missing';
  const reason = await trx
    .selectFrom('disapprovedReason')
    .select('nomeExibicao')
    .where('empresaId', '=', empresaId)
    .where('id', '=', move.motivoId)
    .executeTakeFirst();
  if (!reason) return 'unavailable';
  const note = move.motivo?.trim();
  const text = note ? `${reason.nomeExibicao}: ${note}` : reason.nomeExibicao;
  return text.slice(0, CARGO_EXPENSE_REASON_MAX);
}

/**
 * Moves one expense of the company to another status, in its own transaction: the machine decides
 * (a refused move, a missing reason or a stale version writes nothing), then the history row gets
 * the reason's register id and the expense who changed it.
 */
export async function moveExpense(
  db: Kysely<Database>,
  request: { empresaId: number; usuarioId: number; id: number; move: CargoExpenseMove },
  now: Date = new Date(),
): Promise<CargoExpenseMoveOutcome> {
  const parsed = cargoExpenseMoveSchema.parse(request.move);
  const { empresaId, id } = request;
  return db.transaction().execute(async (trx: Transaction<Database>): Promise<CargoExpenseMoveOutcome> => {
    const picked = await pickedReason(trx, empresaId, id, parsed);
    if (picked === 'missing')
      return { ok: false, status: 409, messageId: 'cargoExpense.error.reasonRequired' };
    if (picked === 'unavailable')
      return { ok: false, status: 409, messageId: 'cargoExpense.error.reasonUnavailable' };
    // Only a reason from the register counts: a note alone does not open a reasoned move.
    const motivo = picked;
    const result = await applyMachineEvent(trx, cargaDespesaRecord, {
      empresaId,
      id,
      event: { type: cargoExpenseEventType(parsed.to), at: now.toISOString(), motivo },
      expectedVersion: parsed.version,
      reason: motivo,
      actor: { usuarioId: request.usuarioId },
    });
    if (result.outcome === 'notFound')
      return { ok: false, status: 404, messageId: CARGO_EXPENSE_REFUSALS.notFound };
    if (result.outcome === 'stale')
      return { ok: false, status: 409, messageId: CARGO_EXPENSE_REFUSALS.stale };
    if (result.outcome === 'notAccepted') {
      const needsReason =
        !motivo && Boolean(cargoExpenseMoveReason(result.record.state as CargoExpenseStatus, parsed.to));
      return {
        ok: false,
        status: 409,
        messageId: needsReason ? 'cargoExpense.error.reasonRequired' : CARGO_EXPENSE_REFUSALS.notAccepted,
      };
    }
    await trx
      .updateTable('cargaDespesa')
      .set({ updatedBy: request.usuarioId })
      .where('empresaId', '=', empresaId)
      .where('id', '=', id)
      .execute();
    if (parsed.motivoId) {
      await trx
        .updateTable('cargaDespesaStatusHistorico')
        .set({ motivoId: parsed.motivoId })
        .where('empresaId', '=', empresaId)
        .where('cargaDespesaId', '=', id)
        .where('id', '=', (eb) =>
          eb
            .selectFrom('cargaDespesaStatusHistorico')
            .select((e) => e.fn.max('id').as('id'))
            .where('empresaId', '=', empresaId)
            .where('cargaDespesaId', '=', id),
        )
        .execute();
    }
    const card = await expenseCard(trx, empresaId, id);
    if (!card) throw new Error('A moved expense is found in its own transaction');
    return { ok: true, card, outbox: result.outbox };
  });
}
