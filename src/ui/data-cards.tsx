// The rows of a DataTable as cards, for phones: ten columns do not fit 375 pixels, and a
// sideways-scrolling table hides most of each row. The first column titles the card and the last
// (a status, as a rule) sits beside it, kept whole with the card's buttons however long the title;
// the others follow as label and value, a long value wrapping inside its half of the card.
import type { ReactNode } from 'react';
import { Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { DataTableColumn } from './data-table';

export interface DataCardsProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  loading?: boolean;
  pageSize: number;
  actions?: (row: Row) => ReactNode;
  onRowClick?: (row: Row) => void;
}

const cellOf = <Row,>(column: DataTableColumn<Row>, row: Row): ReactNode =>
  column.render ? column.render(row) : String((row as Record<string, unknown>)[column.key] ?? '');

export function DataCards<Row>({
  columns,
  rows,
  rowKey,
  loading,
  pageSize,
  actions,
  onRowClick,
}: DataCardsProps<Row>) {
  if (loading) {
    return (
      <Stack gap="sm" aria-busy>
        {Array.from({ length: Math.min(pageSize, 5) }, (_, i) => (
          <Skeleton key={i} height={96} radius="md" data-testid="data-table-loading" />
        ))}
      </Stack>
    );
  }
  if (rows.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="md">
        <FormattedMessage id="ui.table.empty" />
      </Text>
    );
  }
  const [first, ...others] = columns;
  const last = others.length > 1 ? others[others.length - 1] : undefined;
  const rest = last ? others.slice(0, -1) : others;
  return (
    <Stack gap="sm" role="list">
      {rows.map((row) => (
        <Paper
          key={rowKey(row)}
          role="listitem"
          withBorder
          radius="md"
          p="sm"
          onClick={onRowClick ? () => onRowClick(row) : undefined}
          style={onRowClick ? { cursor: 'pointer' } : undefined}
        >
          <Group justify="space-between" wrap="nowrap" mb="xs" gap="xs">
            {first && <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{cellOf(first, row)}</div>}
            <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }} data-testid="data-card-status">
              {last && <div title={String(last.header)}>{cellOf(last, row)}</div>}
              {actions && (
                // The card's own buttons do their own thing, not the card's click as well.
                <Group
                  gap={4}
                  wrap="nowrap"
                  onClick={onRowClick ? (event) => event.stopPropagation() : undefined}
                >
                  {actions(row)}
                </Group>
              )}
            </Group>
          </Group>
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
            {rest.map((column) => (
              <Stack
                key={column.key}
                gap={0}
                miw={0}
                style={column.wide ? { gridColumn: '1 / -1' } : undefined}
              >
                <Text size="xs" c="dimmed">
                  {column.header}
                </Text>
                <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
                  {cellOf(column, row)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
