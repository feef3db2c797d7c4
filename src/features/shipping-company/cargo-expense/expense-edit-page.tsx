// /trackingShippingCompany/cargoExpense/edit/{id}: the expense register's generic form, then the
// expense's status (read-only: it moves on the expense kanban, through its machine) and its history.
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import type { ResourceDefinition } from '@/domain/resources/define-resource';
import { cargoExpenseResource } from '@/domain/shipping-company/resources/cargo-expense';
import ResourceFormPage from '@/features/resources/resource-form-page';
import { expenseDetailQueryKey, getExpenseDetail } from './cargo-expense-api';
import { StatusHistoryPanel } from '../status-history-panel';
import { ExpenseStatusBadge } from './expense-status-badge';

function ExpenseStatusPanel({ id }: { id: number }) {
  const query = useQuery({
    queryKey: [...expenseDetailQueryKey(id), 'edit'],
    queryFn: () => getExpenseDetail(id),
  });
  return (
    <StatusHistoryPanel
      query={query}
      statusOf={(detail) => (
        <span data-testid="expense-status">
          <ExpenseStatusBadge status={detail.despesa.status} />
        </span>
      )}
      hintId="cargoExpense.history.hint"
      historyOf={(detail) => detail.historico}
      messages="cargoExpense"
    />
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
