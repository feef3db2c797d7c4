// /trackingShippingCompany/cargoExpense/edit/{id}: the expense register's generic form, then the
// expense's status (read-only: it moves on the expense kanban, through its machine) and its history.
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import type { ResourceDefinition } from '@/domain/resources/define-resource';
import { cargoExpenseResource } from '@/domain/shipping-company/resources/cargo-expense';
import ResourceFormPage from '@/features/resources/resource-form-page';
import { CargoHistoryTimeline } from '../cargo/cargo-history-timeline';
import { expenseDetailQueryKey, getExpenseDetail } from './cargo-expense-api';
import { ExpenseStatusBadge } from './expense-status-badge';

function ExpenseStatusPanel({ id }: { id: number }) {
  const query = useQuery({
    queryKey: [...expenseDetailQueryKey(id), 'edit'],
    queryFn: () => getExpenseDetail(id),
  });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="expense-history-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="expense-history-title">
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
              <span data-testid="expense-status">
                <ExpenseStatusBadge status={query.data.despesa.status} />
              </span>
            </Group>
            <Text size="xs" c="dimmed">
              <FormattedMessage id="cargoExpense.history.hint" />
            </Text>
            <CargoHistoryTimeline entries={query.data.historico} messages="cargoExpense" />
          </>
        )}
      </Stack>
    </Paper>
  );
}

export function ExpenseEditPage() {
  const { id } = useParams();
  return (
    <Stack gap="md">
      <ResourceFormPage
        def={cargoExpenseResource as unknown as ResourceDefinition}
        layout="shippingCompany"
      />
      {id && /^\d{1,9}$/.test(id) && <ExpenseStatusPanel id={Number(id)} />}
    </Stack>
  );
}
