// /trackingShippingCompany/cargoExpense/list/{cargoId}: the expenses of one load, the engine's
// nested list (search, export), with the status as a badge, the load's total summed by the server
// and a way to the expense kanban.
import { Button, Group } from '@mantine/core';
import { IconLayoutKanban } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import type { ResourceDefinition } from '@/domain/resources/define-resource';
import { cargoExpenseResource } from '@/domain/shipping-company/resources/cargo-expense';
import ResourceListPage from '@/features/resources/resource-list-page';
import { ExpenseStatusCell } from './expense-status-badge';
import { ExpenseTotals } from './expense-totals';

function Header() {
  const { parentId } = useParams();
  return (
    <Group gap="sm" wrap="wrap">
      {parentId && /^\d{1,9}$/.test(parentId) && <ExpenseTotals cargoId={Number(parentId)} />}
      <Button
        component={Link}
        to="/trackingShippingCompany/cargoExpense/kanban"
        variant="default"
        leftSection={<IconLayoutKanban size={16} />}
      >
        <FormattedMessage id="cargoExpense.list.kanban" />
      </Button>
    </Group>
  );
}

export function ExpenseListPage() {
  return (
    <ResourceListPage
      def={cargoExpenseResource as unknown as ResourceDefinition}
      layout="shippingCompany"
      cells={{ status: ExpenseStatusCell }}
      headerActions={Header}
    />
  );
}
