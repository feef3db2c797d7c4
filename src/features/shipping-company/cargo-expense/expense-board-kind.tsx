// The expenses' kind of board (/trackingShippingCompany/cargoExpense/kanban): the expense machine's
// columns and moves, the expense's card and details, the board's calls and its `expenseBoard`
// group on the shared kanban hub. A move that needs a reason takes it from the disapproved reasons.
import { cargoExpenseCardSchema, type CargoExpenseCard } from '@/domain/shipping-company/cargo-expense';
import {
  CARGO_EXPENSE_REASON_MAX,
  CARGO_EXPENSE_STATUSES,
  cargoExpenseMoveReason,
} from '@/machines/cargo-expense-status-machine';
import { readBoard } from '../board-limit/board-read';
import type { BoardKind } from '../cargo/board-kind';
import { cargoBoardHub } from '../cargo/cargo-board-hub';
import {
  expenseBoardQueryKey,
  expenseReasonsQueryKey,
  getExpenseReasons,
  moveExpenseCard,
} from './cargo-expense-api';
import { ExpenseCardBody, expenseCardLabel } from './expense-card';
import { ExpenseDetailDrawer } from './expense-detail-drawer';

const BASE = '/trackingShippingCompany/cargoExpense';

export const expenseBoardKind: BoardKind<CargoExpenseCard> = {
  key: 'cargoExpense',
  messages: 'cargoExpense',
  statuses: CARGO_EXPENSE_STATUSES,
  permission: 'cargoExpenses',
  boardPath: `${BASE}/kanban`,
  detailPath: (id) => `${BASE}/kanban/edit/${id}`,
  moveReason: cargoExpenseMoveReason,
  typedReason: false,
  reasonMax: CARGO_EXPENSE_REASON_MAX,
  queryKey: expenseBoardQueryKey,
  load: () => readBoard('cargoExpense/board', cargoExpenseCardSchema),
  move: (id, move) => moveExpenseCard(id, { ...move, to: move.to as CargoExpenseCard['status'] }),
  reasonsQueryKey: () => expenseReasonsQueryKey,
  loadReasons: getExpenseReasons,
  live: (companyId, handlers) => {
    const off = [
      cargoBoardHub.on('expenseMoved', (card, mover) => handlers.moved(card, mover.name)),
      cargoBoardHub.on('expenseCreated', (card) => handlers.changed(card)),
      cargoBoardHub.on('expenseUpdated', (card) => handlers.changed(card)),
      cargoBoardHub.join('expenseBoard', companyId, handlers.members),
    ];
    return () => off.forEach((stop) => stop());
  },
  label: expenseCardLabel,
  Body: ExpenseCardBody,
  Details: ExpenseDetailDrawer,
};
