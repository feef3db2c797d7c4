// An expense's status as a badge in the user's language, for the lists and the edit screen.
import { Badge } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { ResourceRow } from '@/services/resource-client';

export function ExpenseStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" tt="none" styles={{ label: { overflow: 'visible' } }}>
      <FormattedMessage id={`cargoExpense.status.${status}`} />
    </Badge>
  );
}

export function ExpenseStatusCell({ row }: { row: ResourceRow }) {
  return <ExpenseStatusBadge status={String(row.status)} />;
}
