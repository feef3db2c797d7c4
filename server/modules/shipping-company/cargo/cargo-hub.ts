// The cargo kanban hub (/hubs/cargo-board) on its contract (src/domain/shipping-company/
// cargo-board-contract.ts). Every company has one board, keyed by the company's id: joining it
// needs cargoKanban and a key that is the caller's own company, and its group is named per company
// by the hub machinery (scopedGroupName), so nobody reaches another company's board. MoveCard applies a move through the cargo's machine and pushes it to the
// others on the board once committed; HTTP writers push to everyone on it (app.cargoBoard).
import type { FastifyInstance } from 'fastify';
import type { CargoCard } from '../../../../src/domain/shipping-company/cargo';
import { cargoBoardContract } from '../../../../src/domain/shipping-company/cargo-board-contract';
import { publishMachineChanges } from '../../../machines/publish-machine-changes';
import { HubError, registerHub } from '../../../realtime';
import { cargoCard, moveCargo } from './cargo-store';

export interface CargoBoardPushes {
  /** A load moved by `mover`, to everyone on its company's board. */
  moved(empresaId: number, card: CargoCard, mover: { userId: number; name: string }): Promise<void>;
  created(empresaId: number, card: CargoCard): Promise<void>;
  updated(empresaId: number, card: CargoCard): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    cargoBoard: CargoBoardPushes;
  }
}

const userName = async (app: FastifyInstance, userId: number): Promise<string> =>
  (await app.db.selectFrom('usuario').select('nomeApresentacao').where('id', '=', userId).executeTakeFirst())
    ?.nomeApresentacao ?? String(userId);

export function registerCargoHub(app: FastifyInstance): void {
  const hub = registerHub(app, cargoBoardContract, {
    methods: {
      MoveCard: async (caller, id, move) => {
        const { empresaId, userId } = caller.auth;
        const outcome = await moveCargo(app.db, { empresaId, usuarioId: userId, id, move });
        if (!outcome.ok) {
          return { ...outcome, card: await cargoCard(app.db, empresaId, id) };
        }
        const mover = { userId, name: await userName(app, userId) };
        try {
          await caller.sendOthers('board', empresaId, 'cardMoved', outcome.card, mover);
        } catch (error) {
          // A caller that has not joined the board still moves; the board hears it from here.
          if (!(error instanceof HubError)) throw error;
          await bestEffort(() =>
            hub.sendGroup('board', { empresaId, key: empresaId }, 'cardMoved', outcome.card, mover),
          );
        }
        await publishMachineChanges(app, [outcome.outbox]);
        return { ok: true as const, card: outcome.card };
      },
    },
    // A company's board is its own: another company's key is refused like a missing board.
    groups: { board: async (empresaId, key) => key === empresaId },
  });
  const bestEffort = async (send: () => Promise<void>) => {
    try {
      await send();
    } catch (err) {
      app.log.warn({ err }, 'cargo board push failed');
    }
  };
  const scope = (empresaId: number) => ({ empresaId, key: empresaId });
  app.decorate('cargoBoard', {
    moved: (empresaId, card, mover) =>
      bestEffort(() => hub.sendGroup('board', scope(empresaId), 'cardMoved', card, mover)),
    created: (empresaId, card) =>
      bestEffort(() => hub.sendGroup('board', scope(empresaId), 'cardCreated', card)),
    updated: (empresaId, card) =>
      bestEffort(() => hub.sendGroup('board', scope(empresaId), 'cardUpdated', card)),
  } satisfies CargoBoardPushes);
}

export { userName };
