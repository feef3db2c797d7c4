// The cargo kanban hub (/hubs/cargo-board), shared by the server and the SPA. A company has one
// cargo board, named by the company's id: its `board` group holds the users who have it open, with
// their presence, and only the company's own users may join it. A user moves a card with MoveCard: the server
// applies the move through the cargo's machine and pushes it to the others on the board; cards
// created or changed elsewhere are pushed to the whole board.
import { z } from 'zod';
import { defineHubContract } from '../realtime/hub-contract';
import { cargoCardSchema, cargoMoveSchema } from './cargo';

const DB_ID = z.number().int().positive().max(2_147_483_647);

/** The answer of a move: the card as saved, or why it was refused (a catalog message id). */
export const cargoMoveResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), card: cargoCardSchema }),
  z.object({
    ok: z.literal(false),
    status: z.union([z.literal(404), z.literal(409)]),
    messageId: z.string(),
    /** The card as it is now, when it exists: the board puts it back there. */
    card: cargoCardSchema.nullable(),
  }),
]);
export type CargoMoveResult = z.infer<typeof cargoMoveResultSchema>;

/** Who moved a card, for the others' announcement. */
export const cargoMoverSchema = z.object({ userId: z.number().int(), name: z.string() });

export const cargoBoardContract = defineHubContract({
  name: 'cargo-board',
  methods: {
    MoveCard: {
      args: z.tuple([DB_ID, cargoMoveSchema]),
      result: cargoMoveResultSchema,
      permission: 'cargoKanban',
    },
  },
  events: {
    cardMoved: z.tuple([cargoCardSchema, cargoMoverSchema]),
    cardCreated: z.tuple([cargoCardSchema]),
    cardUpdated: z.tuple([cargoCardSchema]),
  },
  groups: {
    board: { key: DB_ID, permission: 'cargoKanban' },
  },
});
export type CargoBoardContract = typeof cargoBoardContract;
