// Expenses of the demo company's loads, so the expense kanban is alive on a fresh `npm start`:
// thirty expenses (tolls, waiting days, redeliveries...) on loads that have been on the road, in
// every status the way an office's week looks (some launched, some in review, approved, a few
// disapproved with their reason, the older ones paid). A fixed pseudo-random sequence makes every
// fresh start look the same; times follow the moment the data is made.
import type { Transaction } from 'kysely';
import type { CargoExpenseStatus } from '../../../../src/machines/cargo-expense-status-machine';
import type { Database } from '../../../db/schema';

const HOUR_MS = 3_600_000;

/** How many expenses are in each status, in the board's order. */
const SPREAD: readonly [CargoExpenseStatus, number][] = [
  ['lancada', 8],
  ['emAnalise', 6],
  ['aprovada', 6],
  ['reprovada', 4],
  ['paga', 6],
];

/** The status each demo expense came from, as its last history row says. */
const PREVIOUS: Record<CargoExpenseStatus, string> = {
  lancada: '',
  emAnalise: 'lancada',
  aprovada: 'emAnalise',
  reprovada: 'emAnalise',
  paga: 'aprovada',
};

const DESCRIPTIONS = [
  'Pedágio da rodovia no trecho de ida',
  'Espera de 6 horas na doca do cliente',
  'Reentrega por destinatário ausente',
  'Descarga feita por chapas contratados',
  'Estadia de um dia no pátio do embarcador',
  null,
];

/** A fixed pseudo-random sequence (mulberry32), so the demo is the same on every fresh start. */
function sequence(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

export async function seedDemoCargoExpenses(trx: Transaction<Database>, empresaId: number): Promise<void> {
  const loads = await trx
    .selectFrom('carga')
    .select(['id'])
    .where('empresaId', '=', empresaId)
    .where('status', 'in', ['emTransito', 'emDescarga', 'entregue'])
    .orderBy('numero')
    .execute();
  const types = await trx
    .selectFrom('cargoExpenseOccurrence')
    .select('id')
    .where('empresaId', '=', empresaId)
    .where('ativo', '=', true)
    .orderBy('id')
    .execute();
  const reasons = await trx
    .selectFrom('disapprovedReason')
    .select(['id', 'nomeExibicao'])
    .where('empresaId', '=', empresaId)
    .orderBy('sequencia')
    .execute();
  if (loads.length === 0 || types.length === 0) return;
  const user = await trx
    .selectFrom('usuario')
    .select('id')
    .where('empresaId', '=', empresaId)
    .orderBy('id')
    .executeTakeFirst();

  const next = sequence(4242);
  const now = Date.now();
  const statuses = SPREAD.flatMap(([status, count]) => Array.from({ length: count }, () => status));
  const rows = statuses.map((status, index) => {
    const hoursInStatus = status === 'paga' ? 48 + next(24 * 8) : 1 + next(40);
    const statusDesde = now - hoursInStatus * HOUR_MS - next(60) * 60_000;
    const launched = statusDesde - next(72) * HOUR_MS;
    // Cents as integers, written as an exact decimal string.
    const cents = 1_500 + next(180_000);
    return {
      empresaId,
      cargaId: loads[(index * 7) % loads.length]!.id,
      numero: index + 1,
      tipoId: types[next(types.length)]!.id,
      valor: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
      data: new Date(launched - 3 * HOUR_MS).toISOString().slice(0, 10),
      descricao: DESCRIPTIONS[next(DESCRIPTIONS.length)] ?? null,
      status,
      statusDesde: new Date(statusDesde),
      createdAt: new Date(launched),
      createdBy: user?.id ?? null,
    };
  });
  const inserted = await trx.insertInto('cargaDespesa').values(rows).returning(['id', 'status']).execute();
  await trx
    .insertInto('cargaDespesaStatusHistorico')
    .values(
      inserted.map((row, index) => {
        const reason =
          row.status === 'reprovada' && reasons.length > 0 ? reasons[index % reasons.length]! : null;
        return {
          empresaId,
          cargaDespesaId: row.id,
          usuarioId: user?.id ?? null,
          evento: row.status === 'lancada' ? 'despesa.criada' : `despesa.${row.status}`,
          estadoAnterior: PREVIOUS[row.status],
          estadoNovo: row.status,
          motivo: reason?.nomeExibicao ?? null,
          motivoId: reason?.id ?? null,
          createdAt: rows[index]!.statusDesde,
        };
      }),
    )
    .execute();
}
