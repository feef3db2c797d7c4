// The expense kanban (/trackingShippingCompany/cargoExpense/kanban; kanban/edit/{id} opens an
// expense's details over it): the shipping company's kanban board of the expenses' kind.
import { KanbanBoard } from '../cargo/kanban-board';
import { expenseBoardKind } from './expense-board-kind';

export function ExpenseKanbanPage() {
  return <KanbanBoard kind={expenseBoardKind} />;
}
