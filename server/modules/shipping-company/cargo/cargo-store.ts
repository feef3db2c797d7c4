// Reading and moving a company's loads. Every read is scoped to the signed-in company; a load of
// another company is missing. A move runs the shared machine path (row lock, version check, pure
// transition, history and outbox in one transaction); the caller pushes it once committed.
import type { Kysely, Transaction } from 'kysely';
import type { CargoCard, CargoDetail, CargoMove } from '../../../../src/domain/shipping-company/cargo';
import { cargoMoveSchema } from '../../../../src/domain/shipping-company/cargo';
import {
  CARGO_REASON_MAX,
  type CargoReasonKind,
  type CargoStatus,
  cargoEventType,
  cargoMoveReason,
} from '../../../../src/machines/cargo-status-machine';
import type { Database } from '../../../db/schema';
import type { MessageId } from '../../../messages';
import { applyMachineEvent } from '../../../machines/apply-machine-event';
import type { OutboxEntry } from '../../../machines/machine-outbox';
import type { RefusalMessages } from '../../../machines/refusal';
import { cargaRecord } from './cargo-record';

export const CARGO_REFUSALS: RefusalMessages = {
  notFound: 'cargo.error.notFound',
  notAccepted: 'cargo.error.notAccepted',
  stale: 'cargo.error.stale',
};

const CARD_COLUMNS = [
  'id',
  'numero',
  'status',
  'statusDesde',
  'version',
  'origemCidade',
  'origemUf',
  'destinoCidade',
  'destinoUf',
  'motoristaNome',
  'placa',
] as const;

/** The loads of the company, as rows of `carga`, for any reader. */
const companyCargo = (db: Kysely<Database>, empresaId: number) =>
  db.selectFrom('carga').where('empresaId', '=', empresaId);

const cardOf = (row: Omit<CargoCard, 'statusDesde'> & { statusDesde: Date }): CargoCard => ({
  id: row.id,
  numero: row.numero,
  status: row.status,
  statusDesde: row.statusDesde.toISOString(),
  version: row.version,
  origemCidade: row.origemCidade,
  origemUf: row.origemUf,
  destinoCidade: row.destinoCidade,
  destinoUf: row.destinoUf,
  motoristaNome: row.motoristaNome,
  placa: row.placa,
});

/** Every load of the company's board, ordered by number: one query. */
export async function boardCards(db: Kysely<Database>, empresaId: number): Promise<CargoCard[]> {
  const rows = await companyCargo(db, empresaId).select(CARD_COLUMNS).orderBy('numero').execute();
  return rows.map(cardOf);
}

export async function cargoCard(
  db: Kysely<Database>,
  empresaId: number,
  id: number,
): Promise<CargoCard | null> {
  const row = await companyCargo(db, empresaId).select(CARD_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? cardOf(row) : null;
}

const day = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null);

export async function cargoDetail(
  db: Kysely<Database>,
  empresaId: number,
  id: number,
): Promise<CargoDetail | null> {
  const row = await companyCargo(db, empresaId).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return {
    ...cardOf(row),
    motoristaCpf: row.motoristaCpf,
    placaReboque1: row.placaReboque1,
    placaReboque2: row.placaReboque2,
    placaReboque3: row.placaReboque3,
    peso: row.peso,
    cubagem: row.cubagem,
    pallets: row.pallets,
    valorFrete: row.valorFrete,
    coletaPrevista: day(row.coletaPrevista),
    entregaPrevista: day(row.entregaPrevista),
    embarcador: row.embarcador,
    tomador: row.tomador,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function cargoHistory(db: Kysely<Database>, empresaId: number, id: number) {
  const rows = await db
    .selectFrom('cargaStatusHistorico as h')
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
    .where('h.cargaId', '=', id)
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

/** The register each kind of reason comes from. */
const REASON_TABLES = {
  naoAtendimento: 'nonAttendanceReason',
  reprovacao: 'disapprovedReason',
} as const satisfies Record<CargoReasonKind, keyof Database>;

/**
 * The reason a move names by its register row (motivoId), as the history keeps it: the row's
 * display name, then the optional note. The row must be one of the company's, in the register the
 * move's reason comes from (non-attendance for a load not served, disapproval for the others);
 * anything else is 'unavailable'. Without motivoId: null (the typed text, if any, stands alone).
 */
async function pickedReason(
  trx: Transaction<Database>,
  empresaId: number,
  id: number,
  move: ReturnType<typeof cargoMoveSchema.parse>,
): Promise<string | null | 'unavailable'> {
  if (!move.motivoId) return null;
  const load = await trx
    .selectFrom('carga')
    .select('status')
    .where('empresaId', '=', empresaId)
    .where('id', '=', id)
    .executeTakeFirst();
  // A missing load, or a move the machine refuses, is told by the machine itself.
  if (!load) return null;
  const kind = cargoMoveReason(load.status, move.to);
  if (!kind) return null;
  const reason = await trx
    .selectFrom(REASON_TABLES[kind])
    .select('nomeExibicao')
    .where('empresaId', '=', empresaId)
    .where('id', '=', move.motivoId)
    .executeTakeFirst();
  if (!reason) return 'unavailable';
  const note = move.motivo?.trim();
  const text = note ? `${reason.nomeExibicao}: ${note}` : reason.nomeExibicao;
  return text.slice(0, CARGO_REASON_MAX);
}

/** The company's reasons of one kind, in their sequence: what the move dialog offers. */
export async function reasonOptions(
  db: Kysely<Database>,
  empresaId: number,
  kind: CargoReasonKind,
): Promise<{ id: number; nome: string }[]> {
  return db
    .selectFrom(REASON_TABLES[kind])
    .select(['id', 'nomeExibicao as nome'])
    .where('empresaId', '=', empresaId)
    .orderBy('sequencia')
    .orderBy('id')
    .execute();
}

export type CargoMoveOutcome =
  { ok: true; card: CargoCard; outbox: OutboxEntry } | { ok: false; status: 404 | 409; messageId: MessageId };

/**
 * Moves one load of the company to another status, in its own transaction: the machine decides
 * (a refused move or a stale version writes nothing), then the history row gets the reason's
 * register id and the load who changed it.
 */
export async function moveCargo(
  db: Kysely<Database>,
  request: { empresaId: number; usuarioId: number; id: number; move: CargoMove },
  now: Date = new Date(),
): Promise<CargoMoveOutcome> {
  const parsed = cargoMoveSchema.parse(request.move);
  return db.transaction().execute(async (trx: Transaction<Database>): Promise<CargoMoveOutcome> => {
    const picked = await pickedReason(trx, request.empresaId, request.id, parsed);
    if (picked === 'unavailable')
      return { ok: false, status: 409, messageId: 'cargo.error.reasonUnavailable' };
    const move = { ...parsed, motivo: picked ?? parsed.motivo };
    const result = await applyMachineEvent(trx, cargaRecord, {
      empresaId: request.empresaId,
      id: request.id,
      event: { type: cargoEventType(move.to), at: now.toISOString(), motivo: move.motivo },
      expectedVersion: move.version,
      reason: move.motivo,
      actor: { usuarioId: request.usuarioId },
    });
    if (result.outcome === 'notFound') return { ok: false, status: 404, messageId: CARGO_REFUSALS.notFound };
    if (result.outcome === 'stale') return { ok: false, status: 409, messageId: CARGO_REFUSALS.stale };
    if (result.outcome === 'notAccepted') {
      const needsReason =
        !move.motivo && Boolean(cargoMoveReason(result.record.state as CargoStatus, move.to));
      return {
        ok: false,
        status: 409,
        messageId: needsReason ? 'cargo.error.reasonRequired' : CARGO_REFUSALS.notAccepted,
      };
    }
    await trx
      .updateTable('carga')
      .set({ updatedBy: request.usuarioId })
      .where('empresaId', '=', request.empresaId)
      .where('id', '=', request.id)
      .execute();
    if (move.motivoId) {
      await trx
        .updateTable('cargaStatusHistorico')
        .set({ motivoId: move.motivoId })
        .where('empresaId', '=', request.empresaId)
        .where('cargaId', '=', request.id)
        .where('id', '=', (eb) =>
          eb
            .selectFrom('cargaStatusHistorico')
            .select((e) => e.fn.max('id').as('id'))
            .where('empresaId', '=', request.empresaId)
            .where('cargaId', '=', request.id),
        )
        .execute();
    }
    const card = await cargoCard(trx, request.empresaId, request.id);
    if (!card) throw new Error('A moved load is found in its own transaction');
    return { ok: true, card, outbox: result.outbox };
  });
}
