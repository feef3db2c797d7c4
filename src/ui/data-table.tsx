// Server-paginated table: the caller owns page, pageSize, sort and search; this only draws
// them and reports changes.
import { createContext, useContext, type ReactNode } from 'react';
import {
  Box,
  Group,
  Pagination,
  Select,
  Skeleton,
  Table,
  Text,
  TextInput,
  UnstyledButton,
  useDirection,
  type MantineSpacing,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconArrowsSort,
  IconChevronLeft,
  IconChevronRight,
  IconSearch,
} from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PAGE_SIZES } from '@/domain/constants';
import { useMediaQuery } from '@mantine/hooks';
import { DataCards } from './data-cards';
import { pageLinks, shownRange, toggleSort } from './page-links';
import { SortSelect } from './sort-select';

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  sortable?: boolean;
  render?: (row: Row) => ReactNode;
  /** Keeps the values on one line in the table; a phone card may still wrap them. */
  nowrap?: boolean;
  /** On a phone card, the value takes the card's whole width (a sentence, not a short value). */
  wide?: boolean;
}

/** Rows of one line with little space (a working list), or the roomier default. */
export type TableDensity = 'compact' | 'comfortable';

const DensityContext = createContext<TableDensity>('comfortable');
/** The density of the table a cell is drawn in, so a cell may fold its lines into one. */
export const useTableDensity = () => useContext(DensityContext);

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** `field` ascending, `-field` descending. */
  sort?: string;
  onSortChange?: (sort: string) => void;
  search?: string;
  onSearchChange?: (search: string) => void;
  loading?: boolean;
  /** Buttons of one row, drawn in a last "Ações" column. */
  actions?: (row: Row) => ReactNode;
  /** A click anywhere on a row; keyboard users reach the same through a button in `actions`. */
  onRowClick?: (row: Row) => void;
  /** On phones, draw the rows as cards (data-cards.tsx), with the sort as a select. */
  phoneCards?: boolean;
  /** Space on each side of a cell (Mantine's default 'xs'); less lets many columns fit. */
  horizontalSpacing?: MantineSpacing;
  /** 'comfortable' unless told. */
  density?: TableDensity;
  /** Drawn beside the page size (a density switch). */
  toolbar?: ReactNode;
}

const SortIndicator = ({ sort, field }: { sort: string | undefined; field: string }) => {
  if (sort === field) return <IconArrowUp size={14} data-testid={`sort-asc-${field}`} />;
  if (sort === `-${field}`) return <IconArrowDown size={14} data-testid={`sort-desc-${field}`} />;
  return <IconArrowsSort size={14} opacity={0.4} />;
};

const ChevronLeft = () => <IconChevronLeft size={16} />;
const ChevronRight = () => <IconChevronRight size={16} />;

export function DataTable<Row>(props: DataTableProps<Row>) {
  const intl = useIntl();
  // "Previous" points towards the start of the line: right in Arabic.
  const rtl = useDirection().dir === 'rtl';
  const PreviousIcon = rtl ? ChevronRight : ChevronLeft;
  const NextIcon = rtl ? ChevronLeft : ChevronRight;
  const { columns, rows, total, page, pageSize, sort, loading, actions } = props;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const { from, to } = shownRange(page, pageSize, total);
  const columnCount = columns.length + (actions ? 1 : 0);
  const phone = useMediaQuery('(max-width: 36em)');
  const cards = Boolean(props.phoneCards && phone);
  const density = props.density ?? 'comfortable';
  const compact = density === 'compact';

  const header = (
    <Table.Tr>
      {columns.map((column) => (
        // A compact table keeps its headers on one line, as its cells.
        <Table.Th key={column.key} style={compact ? { whiteSpace: 'nowrap' } : undefined}>
          {column.sortable && props.onSortChange ? (
            <UnstyledButton
              onClick={() => props.onSortChange?.(toggleSort(sort, column.key))}
              aria-label={intl.formatMessage({ id: 'ui.table.sortBy' }, { column: String(column.header) })}
            >
              <Group gap={4} wrap="nowrap">
                <Text fw={700} size="sm">
                  {column.header}
                </Text>
                <SortIndicator sort={sort} field={column.key} />
              </Group>
            </UnstyledButton>
          ) : (
            column.header
          )}
        </Table.Th>
      ))}
      {actions && (
        <Table.Th>
          <FormattedMessage id="ui.table.actions" />
        </Table.Th>
      )}
    </Table.Tr>
  );

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: Math.min(pageSize, 5) }, (_, i) => (
      <Table.Tr key={`loading-${i}`} data-testid="data-table-loading">
        <Table.Td colSpan={columnCount}>
          <Skeleton height={18} />
        </Table.Td>
      </Table.Tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columnCount}>
          <Text ta="center" c="dimmed" py="md">
            <FormattedMessage id="ui.table.empty" />
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  } else {
    const { onRowClick } = props;
    body = rows.map((row) => (
      <Table.Tr
        key={props.rowKey(row)}
        onClick={onRowClick ? () => onRowClick(row) : undefined}
        style={onRowClick ? { cursor: 'pointer' } : undefined}
      >
        {columns.map((column) => (
          <Table.Td key={column.key} style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
            {column.render ? column.render(row) : String((row as Record<string, unknown>)[column.key] ?? '')}
          </Table.Td>
        ))}
        {actions && (
          // The row's own buttons do their own thing, not the row's click as well.
          <Table.Td onClick={onRowClick ? (event) => event.stopPropagation() : undefined}>
            <Group gap={4} wrap="nowrap">
              {actions(row)}
            </Group>
          </Table.Td>
        )}
      </Table.Tr>
    ));
  }

  return (
    <DensityContext.Provider value={density}>
      <Box>
        <Group justify="space-between" mb={compact ? 'xs' : 'sm'} gap="sm">
          <Group gap="xs" wrap="nowrap">
            <Select
              aria-label={intl.formatMessage({ id: 'ui.table.pageSize' })}
              data={PAGE_SIZES.map((n) => String(n))}
              value={String(pageSize)}
              onChange={(value) => value && props.onPageSizeChange(Number(value))}
              allowDeselect={false}
              w={80}
              size="xs"
            />
            <Text size="sm">
              <FormattedMessage id="ui.table.pageSize" />
            </Text>
            {/* A phone shows cards, whose density does not change. */}
            {!cards && props.toolbar}
          </Group>
          {props.onSearchChange && (
            <TextInput
              size="xs"
              leftSection={<IconSearch size={14} />}
              placeholder={intl.formatMessage({ id: 'ui.table.search' })}
              aria-label={intl.formatMessage({ id: 'ui.table.search' })}
              value={props.search ?? ''}
              onChange={(event) => props.onSearchChange?.(event.currentTarget.value)}
            />
          )}
        </Group>
        {cards ? (
          <>
            {props.onSortChange && (
              <SortSelect columns={columns} sort={sort} onSortChange={props.onSortChange} />
            )}
            <DataCards
              columns={columns}
              rows={rows}
              rowKey={props.rowKey}
              loading={loading}
              pageSize={pageSize}
              actions={actions}
              onRowClick={props.onRowClick}
            />
          </>
        ) : (
          <Table.ScrollContainer minWidth={600}>
            <Table
              striped
              highlightOnHover
              withTableBorder
              horizontalSpacing={props.horizontalSpacing}
              verticalSpacing={compact ? 3 : undefined}
              fz={compact ? 'xs' : undefined}
              data-density={density}
              aria-busy={loading ? true : undefined}
            >
              <Table.Thead>{header}</Table.Thead>
              <Table.Tbody>{body}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="space-between" mt="sm" gap="sm">
          <Text size="sm">
            <FormattedMessage id="ui.table.showing" values={{ from, to, total }} />
          </Text>
          <Pagination.Root total={pageCount} value={page} onChange={props.onPageChange} size="sm">
            <Group gap={4} wrap="nowrap">
              <Pagination.Previous
                icon={PreviousIcon}
                aria-label={intl.formatMessage({ id: 'ui.table.previous' })}
              />
              {pageLinks(page, pageCount).map((n) => (
                <Pagination.Control
                  key={n}
                  active={n === page}
                  onClick={() => props.onPageChange(n)}
                  aria-label={intl.formatMessage({ id: 'ui.table.page' }, { page: n })}
                  aria-current={n === page ? 'page' : undefined}
                >
                  {n}
                </Pagination.Control>
              ))}
              <Pagination.Next icon={NextIcon} aria-label={intl.formatMessage({ id: 'ui.table.next' })} />
            </Group>
          </Pagination.Root>
        </Group>
      </Box>
    </DensityContext.Provider>
  );
}
