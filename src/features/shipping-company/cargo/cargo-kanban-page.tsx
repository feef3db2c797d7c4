// The cargo kanban (/trackingShippingCompany/cargo/kanban; kanbanEdit/{id} opens a load's details
// over it): the shipping company's kanban board of the loads' kind.
import { cargoBoardKind } from './cargo-board-kind';
import { KanbanBoard } from './kanban-board';

export function CargoKanbanPage() {
  return <KanbanBoard kind={cargoBoardKind} />;
}
