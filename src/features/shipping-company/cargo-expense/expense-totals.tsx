// A load's expenses summed by the server (exact decimals, never added up in the browser): the total
// and the amount in each status, in the user's language.
import { Badge, Group, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { formatMoney } from '@/domain/money/format-money';
import { expenseTotalsQueryKey, getExpenseTotals } from './cargo-expense-api';

export function ExpenseTotals({ cargoId }: { cargoId: number }) {
  const intl = useIntl();
  const query = useQuery({
    queryKey: expenseTotalsQueryKey(cargoId),
    queryFn: () => getExpenseTotals(cargoId),
  });
  if (query.isPending) return <Skeleton h={28} w={240} />;
  if (query.isError) return null;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const count = query.data.porStatus.reduce((sum, row) => sum + row.count, 0);
  return (
    <Group gap="xs" wrap="wrap" data-testid="expense-totals">
      <Text size="sm">
        {t('cargoExpense.totals.total')}:{' '}
        <Text span fw={700} data-testid="expense-total">
          {formatMoney(query.data.total, intl.locale)}
        </Text>{' '}
        <Text span c="dimmed" size="sm">
          ({t('cargoExpense.totals.count', { count })})
        </Text>
      </Text>
      {query.data.porStatus.map((row) => (
        <Badge key={row.status} variant="default" tt="none" styles={{ label: { overflow: 'visible' } }}>
          {t(`cargoExpense.status.${row.status}`)}: {formatMoney(row.total, intl.locale)}
        </Badge>
      ))}
    </Group>
  );
}
