// /entrega/list: the resource engine's list screen for the delivery resource, with the delivery
// feature's cells, detail drawer and empty-list hint (features meet here, never in each other).
import { entregaResource } from '@/domain/tracking/resources/entrega';
import { ENTREGA_CELLS } from '@/features/tracking/entrega/entrega-cells';
import { EntregaDetailView } from '@/features/tracking/entrega/entrega-detail';
import { EntregaEmptyHint } from '@/features/tracking/entrega/entrega-empty-hint';
import { EntregaListActions } from '@/features/tracking/entrega/entrega-list-actions';
import { ENTREGA_SELECTION_ACTIONS } from '@/features/tracking/entrega/entrega-selection-actions';
import ResourceListPage from '@/features/resources/resource-list-page';

export function EntregaListScreen() {
  return (
    <ResourceListPage
      def={entregaResource}
      cells={ENTREGA_CELLS}
      detail={EntregaDetailView}
      emptyHint={EntregaEmptyHint}
      headerActions={EntregaListActions}
      selectionActions={ENTREGA_SELECTION_ACTIONS}
      workingList
    />
  );
}
