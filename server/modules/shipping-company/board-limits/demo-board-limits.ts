// The demo company's board limits, so a fresh start shows them at work: the loads on the road are
// more than their column's WIP limit (sixteen for twelve), loads waiting, loading or on the road
// past their hours are marked, and the expense board marks the ones in review too long.
import type { Transaction } from 'kysely';
import type { BoardKindKey } from '../../../../src/domain/shipping-company/board-limits';
import type { Database } from '../../../db/schema';

const LIMITS: [BoardKindKey, string, number | null, number | null][] = [
  ['cargo', 'aguardandoCarregamento', null, 12],
  ['cargo', 'emCarregamento', 8, 6],
  ['cargo', 'emTransito', 12, 24],
  ['cargo', 'emDescarga', 8, null],
  ['cargoExpense', 'lancada', 10, null],
  ['cargoExpense', 'emAnalise', null, 24],
];

export async function seedDemoBoardLimits(trx: Transaction<Database>, empresaId: number): Promise<void> {
  await trx
    .insertInto('boardLimit')
    .values(
      LIMITS.map(([quadro, status, limiteWip, limiteHoras]) => ({
        empresaId,
        quadro,
        status,
        limiteWip,
        limiteHoras,
      })),
    )
    .execute();
}
