// /trackingShippingCompany/cargo/edit/{id}: the cargo register's generic form, then the load's
// status (read-only: it moves on the board, through its machine), its history and its expenses.
import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { can } from '@/domain/permissions';
import type { ResourceDefinition } from '@/domain/resources/define-resource';
import { cargoResource } from '@/domain/shipping-company/resources/cargo';
import ResourceFormPage from '@/features/resources/resource-form-page';
import { usePrincipal } from '@/layouts/use-principal';
import { cargoDetailQueryKey, getCargoDetail } from '../cargo/cargo-api';
import { CargoHistoryTimeline } from '../cargo/cargo-history-timeline';
import { CargoExpensesPanel } from '../cargo-expense/cargo-expenses-panel';

function CargoStatusPanel({ id }: { id: number }) {
  const query = useQuery({
    queryKey: [...cargoDetailQueryKey(id), 'edit'],
    queryFn: () => getCargoDetail(id),
  });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="cargo-history-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="cargo-history-title">
          <FormattedMessage id="cargo.history.title" />
        </Title>
        {query.isPending ? (
          <Skeleton h={80} />
        ) : query.isError ? (
          <Text size="sm" c="red">
            <FormattedMessage id="cargo.kanban.loadError" />
          </Text>
        ) : (
          <>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                <FormattedMessage id="cargo.history.current" />
              </Text>
              <Badge variant="light" tt="none" data-testid="cargo-status">
                <FormattedMessage id={`cargo.status.${query.data.carga.status}`} />
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              <FormattedMessage id="cargo.history.hint" />
            </Text>
            <CargoHistoryTimeline entries={query.data.historico} />
          </>
        )}
      </Stack>
    </Paper>
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
