// The company's cargo expenses per status of the expense machine, every status in the expense
// board's order: how many and how much (the server's exact sums), with a bar as long as the
// status's share of the largest amount.
import { Box, Group, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { moneyToCents } from '@/domain/money/decimal';
import { formatMoney } from '@/domain/money/format-money';
import type { CargoDashboard } from '@/domain/shipping-company/dashboard/cargo-dashboard';

type Row = CargoDashboard['despesasPorStatus'][number];

export function ExpenseBars({ rows }: { rows: readonly Row[] }) {
  const intl = useIntl();
  const cents = (row: Row) => Number(moneyToCents(row.valor));
  const max = Math.max(1, ...rows.map(cents));
  return (
    <Stack
      gap="xs"
      role="list"
      aria-label={intl.formatMessage({ id: 'shippingDashboard.expenses.title' })}
      data-testid="shipping-dashboard-expenses"
    >
      {rows.map((row) => {
        const status = intl.formatMessage({ id: `cargoExpense.status.${row.status}` });
        const value = formatMoney(row.valor, intl.locale);
        return (
          <Box
            key={row.status}
            role="listitem"
            aria-label={intl.formatMessage(
              { id: 'shippingDashboard.expenses.row' },
              { status, count: row.total, value },
            )}
            data-status={row.status}
            data-count={row.total}
            data-value={row.valor}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs" aria-hidden>
              <Text size="sm">{status}</Text>
              <Text size="sm">
                <Text span fw={700}>
                  {value}
                </Text>{' '}
                <Text span c="dimmed" size="xs">
                  <FormattedMessage id="shippingDashboard.expenses.count" values={{ count: row.total }} />
                </Text>
              </Text>
            </Group>
            <Box
              h={8}
              mt={2}
              bg="var(--mantine-color-default-border)"
              style={{ borderRadius: 4 }}
              aria-hidden
            >
              <Box
                h="100%"
                bg="var(--mantine-primary-color-filled)"
                style={{ width: `${(cents(row) / max) * 100}%`, borderRadius: 4 }}
              />
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
