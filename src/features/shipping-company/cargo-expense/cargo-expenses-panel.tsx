// A load's expenses where the load is shown (its details drawer on the cargo board, its edit
// screen): the total summed by the server and the links to list them and to add one.
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconList, IconPlus } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { can } from '@/domain/permissions';
import { usePrincipal } from '@/layouts/use-principal';
import { ExpenseTotals } from './expense-totals';

const BASE = '/trackingShippingCompany/cargoExpense';

export function CargoExpenseLinks({ cargoId }: { cargoId: number }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        component={Link}
        to={`${BASE}/list/${cargoId}`}
        size="xs"
        variant="default"
        leftSection={<IconList size={14} />}
      >
        <FormattedMessage id="cargoExpense.totals.open" />
      </Button>
      <Button
        component={Link}
        to={`${BASE}/create/${cargoId}`}
        size="xs"
        leftSection={<IconPlus size={14} />}
      >
        <FormattedMessage id="cargoExpense.totals.create" />
      </Button>
    </Group>
  );
}

/** The load's expenses, for a user with cargoExpenses; nothing for the others. */
export function CargoExpensesPanel({ cargoId, framed = true }: { cargoId: number; framed?: boolean }) {
  if (!can(usePrincipal(), 'cargoExpenses')) return null;
  const body = (
    <Stack gap="xs">
      <Title order={2} size="h4" id={`cargo-expenses-${cargoId}`}>
        <FormattedMessage id="cargoExpense.totals.title" />
      </Title>
      <ExpenseTotals cargoId={cargoId} />
      <CargoExpenseLinks cargoId={cargoId} />
    </Stack>
  );
  return framed ? (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`cargo-expenses-${cargoId}`}>
      {body}
    </Paper>
  ) : (
    <section aria-labelledby={`cargo-expenses-${cargoId}`}>{body}</section>
  );
}
