// The kanban hub of the shipping company (/hubs/cargo-board), shared by the server and the SPA. It
// carries two kinds of board: the cargo board and the cargo expense board. A company has one board
// of each kind, named by the company's id: its group (`board` for the loads, `expenseBoard` for
// the expenses; the group's name holds the kind and the company) holds the users who have it open,
// with their presence, and only the company's own users with the kind's rule may join it. A user
// moves a card with MoveCard or MoveExpense: the server applies the move through the kind's
// machine and pushes it to the others on that board; cards created or changed elsewhere are pushed
// to the whole board.
import { z } from 'zod';
import { defineHubContract } from '../realtime/hub-contract';
import { cargoCardSchema, cargoMoveSchema } from './cargo';
import { cargoExpenseCardSchema, cargoExpenseMoveSchema } from './cargo-expense';

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

/** The answer of an expense's move, as a load's. */
export const cargoExpenseMoveResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), card: cargoExpenseCardSchema }),
  z.object({
    ok: z.literal(false),
    status: z.union([z.literal(404), z.literal(409)]),
    messageId: z.string(),
    card: cargoExpenseCardSchema.nullable(),
  }),
]);
export type CargoExpenseMoveResult = z.infer<typeof cargoExpenseMoveResultSchema>;

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
    MoveExpense: {
      args: z.tuple([DB_ID, cargoExpenseMoveSchema]),
      result: cargoExpenseMoveResultSchema,
      permission: 'cargoExpenses',
    },
  },
  events: {
    cardMoved: z.tuple([cargoCardSchema, cargoMoverSchema]),
    cardCreated: z.tuple([cargoCardSchema]),
    cardUpdated: z.tuple([cargoCardSchema]),
    expenseMoved: z.tuple([cargoExpenseCardSchema, cargoMoverSchema]),
    expenseCreated: z.tuple([cargoExpenseCardSchema]),
    expenseUpdated: z.tuple([cargoExpenseCardSchema]),
  },
  groups: {
    board: { key: DB_ID, permission: 'cargoKanban' },
    expenseBoard: { key: DB_ID, permission: 'cargoExpenses' },
  },
});
export type CargoBoardContract = typeof cargoBoardContract;
