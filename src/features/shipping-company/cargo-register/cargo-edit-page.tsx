// /trackingShippingCompany/cargo/edit/{id}: the cargo register's generic form, then the load's
// status (read-only: it moves on the board, through its machine), its history and its expenses.
import { Badge, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { can } from '@/domain/permissions';
import type { ResourceDefinition } from '@/domain/resources/define-resource';
import { cargoResource } from '@/domain/shipping-company/resources/cargo';
import ResourceFormPage from '@/features/resources/resource-form-page';
import { usePrincipal } from '@/layouts/use-principal';
import { cargoDetailQueryKey, getCargoDetail } from '../cargo/cargo-api';
import { CargoExpensesPanel } from '../cargo-expense/cargo-expenses-panel';
import { StatusHistoryPanel } from '../status-history-panel';

function CargoStatusPanel({ id }: { id: number }) {
  const query = useQuery({
    queryKey: [...cargoDetailQueryKey(id), 'edit'],
    queryFn: () => getCargoDetail(id),
  });
  return (
    <StatusHistoryPanel
      query={query}
      statusOf={(detail) => (
        <Badge variant="light" tt="none" data-testid="cargo-status">
          <FormattedMessage id={`cargo.status.${detail.carga.status}`} />
        </Badge>
      )}
      hintId="cargo.history.hint"
      historyOf={(detail) => detail.historico}
    />
  );
}

export function CargoEditPage() {
  const { id } = useParams();
  // The history is read through the board's route (cargoKanban); without it the form stands alone.
  const showsHistory = can(usePrincipal(), 'cargoKanban');
  return (
    <Stack gap="md">
      <ResourceFormPage def={cargoResource as unknown as ResourceDefinition} layout="shippingCompany" />
      {showsHistory && id && <CargoStatusPanel id={Number(id)} />}
      {id && /^\d{1,9}$/.test(id) && <CargoExpensesPanel cargoId={Number(id)} />}
    </Stack>
  );
}
