// The shipping company's kanban hub (/hubs/cargo-board) on its contract (src/domain/shipping-company/
// cargo-board-contract.ts), carrying two kinds of board: the loads and their expenses. Every
// company has one board of each kind, keyed by the company's id: joining needs the kind's rule
// (cargoKanban, cargoExpenses) and a key that is the caller's own company, and each group is named
// per kind and company by the hub machinery (scopedGroupName), so nobody reaches another company's
// board or a kind they may not see. MoveCard and MoveExpense apply a move through the kind's
// machine and push it to the others on that board once committed; HTTP writers push to everyone
// on it (app.cargoBoard, app.expenseBoard).
import type { FastifyInstance } from 'fastify';
import type { CargoCard } from '../../../../src/domain/shipping-company/cargo';
import type { CargoExpenseCard } from '../../../../src/domain/shipping-company/cargo-expense';
import { cargoBoardContract } from '../../../../src/domain/shipping-company/cargo-board-contract';
import { publishMachineChanges } from '../../../machines/publish-machine-changes';
import { HubError, registerHub } from '../../../realtime';
import { expenseCard, moveExpense } from '../cargo-expense/cargo-expense-store';
import { cargoCard, moveCargo } from './cargo-store';

interface BoardPushes<Card> {
  /** A card moved by `mover`, to everyone on its company's board. */
  moved(empresaId: number, card: Card, mover: { userId: number; name: string }): Promise<void>;
  created(empresaId: number, card: Card): Promise<void>;
  updated(empresaId: number, card: Card): Promise<void>;
}
export type CargoBoardPushes = BoardPushes<CargoCard>;
export type ExpenseBoardPushes = BoardPushes<CargoExpenseCard>;

declare module 'fastify' {
  interface FastifyInstance {
    cargoBoard: CargoBoardPushes;
    expenseBoard: ExpenseBoardPushes;
  }
}

const userName = async (app: FastifyInstance, userId: number): Promise<string> =>
  (await app.db.selectFrom('usuario').select('nomeApresentacao').where('id', '=', userId).executeTakeFirst())
    ?.nomeApresentacao ?? String(userId);

/** What differs between the two kinds of board: the group and the events of each. */
const KINDS = {
  cargo: { group: 'board', moved: 'cardMoved', created: 'cardCreated', updated: 'cardUpdated' },
  expense: {
    group: 'expenseBoard',
    moved: 'expenseMoved',
    created: 'expenseCreated',
    updated: 'expenseUpdated',
  },
} as const;

export function registerCargoHub(app: FastifyInstance): void {
  const bestEffort = async (send: () => Promise<void>) => {
    try {
      await send();
    } catch (err) {
      app.log.warn({ err }, 'kanban board push failed');
    }
  };
  const scope = (empresaId: number) => ({ empresaId, key: empresaId });

  const hub = registerHub(app, cargoBoardContract, {
    methods: {
      MoveCard: async (caller, id, move) => {
        const { empresaId, userId } = caller.auth;
        const outcome = await moveCargo(app.db, { empresaId, usuarioId: userId, id, move });
        if (!outcome.ok) return { ...outcome, card: await cargoCard(app.db, empresaId, id) };
        const mover = { userId, name: await userName(app, userId) };
        try {
          await caller.sendOthers('board', empresaId, 'cardMoved', outcome.card, mover);
        } catch (error) {
          // A caller that has not joined the board still moves; the board hears it from here.
          if (!(error instanceof HubError)) throw error;
          await bestEffort(() => hub.sendGroup('board', scope(empresaId), 'cardMoved', outcome.card, mover));
        }
        await publishMachineChanges(app, [outcome.outbox]);
        return { ok: true as const, card: outcome.card };
      },
      MoveExpense: async (caller, id, move) => {
        const { empresaId, userId } = caller.auth;
        const outcome = await moveExpense(app.db, { empresaId, usuarioId: userId, id, move });
        if (!outcome.ok) return { ...outcome, card: await expenseCard(app.db, empresaId, id) };
        const mover = { userId, name: await userName(app, userId) };
        try {
          await caller.sendOthers('expenseBoard', empresaId, 'expenseMoved', outcome.card, mover);
        } catch (error) {
          if (!(error instanceof HubError)) throw error;
          await bestEffort(() =>
            hub.sendGroup('expenseBoard', scope(empresaId), 'expenseMoved', outcome.card, mover),
          );
        }
        await publishMachineChanges(app, [outcome.outbox]);
        return { ok: true as const, card: outcome.card };
      },
    },
    // A company's boards are its own: another company's key is refused like a missing board.
    groups: {
      board: async (empresaId, key) => key === empresaId,
      expenseBoard: async (empresaId, key) => key === empresaId,
    },
  });

  app.decorate('cargoBoard', {
    moved: (empresaId, card, mover) =>
      bestEffort(() => hub.sendGroup(KINDS.cargo.group, scope(empresaId), KINDS.cargo.moved, card, mover)),
    created: (empresaId, card) =>
      bestEffort(() => hub.sendGroup(KINDS.cargo.group, scope(empresaId), KINDS.cargo.created, card)),
    updated: (empresaId, card) =>
      bestEffort(() => hub.sendGroup(KINDS.cargo.group, scope(empresaId), KINDS.cargo.updated, card)),
  } satisfies CargoBoardPushes);
  app.decorate('expenseBoard', {
    moved: (empresaId, card, mover) =>
      bestEffort(() =>
        hub.sendGroup(KINDS.expense.group, scope(empresaId), KINDS.expense.moved, card, mover),
      ),
    created: (empresaId, card) =>
      bestEffort(() => hub.sendGroup(KINDS.expense.group, scope(empresaId), KINDS.expense.created, card)),
    updated: (empresaId, card) =>
      bestEffort(() => hub.sendGroup(KINDS.expense.group, scope(empresaId), KINDS.expense.updated, card)),
  } satisfies ExpenseBoardPushes);
}

export { userName };
