// A small hub like the kanban hub will be (groups per board, client-callable methods), built with
// registerHub on a test app before it listens, to prove the general mechanism beyond notifications.
import type { FastifyInstance } from 'fastify';
import { HubError, registerHub, type HubContext } from '../../../server/realtime';

export const BOARDS_HUB = '/hubs/boards';

export function registerBoardsHub(app: FastifyInstance): HubContext {
  return registerHub(app, {
    name: 'boards',
    onConnected: ({ connectionId, auth, hub }) => hub.addToGroup(connectionId, `company:${auth.empresaId}`),
    methods: {
      JoinBoard: async ({ connectionId, hub }, boardId) => {
        await hub.addToGroup(connectionId, `board:${String(boardId)}`);
        return `joined ${String(boardId)}`;
      },
      LeaveBoard: ({ connectionId, hub }, boardId) =>
        hub.removeFromGroup(connectionId, `board:${String(boardId)}`),
      MoveCard: ({ connectionId, hub }, boardId, card) =>
        hub.sendGroupExcept(`board:${String(boardId)}`, [connectionId], 'cardMoved', card),
      Echo: (_caller, value) => value,
      WhoAmI: ({ auth }) => ({ userId: auth.userId, empresaId: auth.empresaId }),
      Refuse: () => {
        throw new HubError('This card is locked.');
      },
      Crash: () => {
        throw new Error('database password is hunter2');
      },
    },
  });
}
