// A small hub like the kanban hub will be (a board group per board, client-callable methods,
// pushes to the others on a board), declared on a contract and registered on a test app before it
// listens, to prove the general mechanism beyond notifications. There is no board table yet:
// boards 1 to 99 exist in every company, anything above does not.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HubError, type HubPushes, registerHub } from '../../../server/realtime';
import { defineHubContract } from '../../../src/domain/realtime/hub-contract';

export const BOARDS_HUB = '/hubs/boards';
export const MISSING_BOARD = 100;

const boardId = z.number().int().positive();

export const boardsContract = defineHubContract({
  name: 'boards',
  methods: {
    MoveCard: { args: z.tuple([boardId, z.unknown()]), result: z.void(), permission: 'tracking' },
    Echo: { args: z.tuple([z.unknown()]), result: z.unknown(), permission: 'tracking' },
    WhoAmI: {
      args: z.tuple([]),
      result: z.object({ userId: z.number(), empresaId: z.number() }),
      permission: 'tracking',
    },
    Refuse: { args: z.tuple([]), result: z.void(), permission: 'tracking' },
    Crash: { args: z.tuple([]), result: z.void(), permission: 'tracking' },
    // Only vendor administrators may rename a board (a rule the demo operador fails).
    Rename: {
      args: z.tuple([boardId, z.string().min(1)]),
      result: z.void(),
      permission: 'editStandardCodes',
    },
  },
  events: {
    cardMoved: z.tuple([z.unknown()]),
    companyNews: z.tuple([z.string()]),
    ping2: z.tuple([z.string()]),
  },
  groups: { board: { key: boardId, permission: 'tracking' } },
});

export type BoardsHub = HubPushes<typeof boardsContract>;

export function registerBoardsHub(app: FastifyInstance): BoardsHub {
  return registerHub(app, boardsContract, {
    methods: {
      MoveCard: (caller, board, card) => caller.sendOthers('board', board, 'cardMoved', card),
      Echo: (_caller, value) => value,
      WhoAmI: ({ auth }) => ({ userId: auth.userId, empresaId: auth.empresaId }),
      Refuse: () => {
        throw new HubError('This card is locked.');
      },
      Crash: () => {
        throw new Error('database password is hunter2');
      },
      Rename: () => undefined,
    },
    groups: { board: async (_empresaId, key) => key < MISSING_BOARD },
  });
}
