// A logistics list read again every AUTO_REFRESH_MS: the page's title with the refresh bar, its
// filters, and a paged, searchable table that keeps the rows on screen while the next read runs
// and says what failed (over the rows when some are shown). The trips and the fleet pages are
// this with their own columns and filters.
import { type ReactNode, useState } from 'react';
import { Group, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { DEFAULT_PAGE_SIZE } from '@/domain/constants';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { PageTitle } from '@/ui/page-title';
import { RefreshBar, useAutoRefresh } from './auto-refresh';
import { LogisticsError } from './logistics-error';

/** What every list read takes besides its filters. */
export interface PageQuery {
  search?: string;
  page: number;
  pageSize: number;
}

export interface RefreshedListOptions<F, R> {
  /** The page's own filters (undefined: not narrowed). */
  filters: F;
  keyOf: (query: F & PageQuery) => QueryKey;
  read: (query: F & PageQuery) => Promise<R>;
}

/** The list's read and its paging and search; `firstPage` after a filter changes. */
export function useRefreshedList<F, R>({ filters, keyOf, read }: RefreshedListOptions<F, R>) {
  const refresh = useAutoRefresh();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const query = { ...filters, search: debounced || undefined, page, pageSize };
  const result = useQuery({
    queryKey: keyOf(query),
    queryFn: () => read(query),
    refetchInterval: refresh.interval,
    placeholderData: keepPreviousData,
  });
  return {
    refresh,
    result,
    paging: { search, setSearch, page, setPage, pageSize, setPageSize },
    firstPage: () => setPage(1),
  };
}

export type RefreshedList<F, R> = ReturnType<typeof useRefreshedList<F, R>>;

export interface RefreshedListPageProps<Row, R extends { rows: Row[]; total: number }> {
  titleId: string;
  list: RefreshedList<unknown, R>;
  /** The page's filters, between the title and the table. */
  filters: ReactNode;
  columns: DataTableColumn<Row>[];
  rowKey: (row: Row) => number | string;
}

export function RefreshedListPage<Row, R extends { rows: Row[]; total: number }>({
  titleId,
  list,
  filters,
  columns,
  rowKey,
}: RefreshedListPageProps<Row, R>) {
  const { refresh, result, paging } = list;
  const data = result.data;
  const retry = () => void result.refetch();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <PageTitle>
          <FormattedMessage id={titleId} />
        </PageTitle>
        <RefreshBar
          refresh={refresh}
          updatedAt={result.dataUpdatedAt}
          fetching={result.isFetching}
          onRefresh={retry}
        />
      </Group>
      {filters}
      {result.isError && !data ? (
        <LogisticsError error={result.error} onRetry={retry} />
      ) : (
        <DataTable
          columns={columns}
          rows={data?.rows ?? []}
          rowKey={rowKey}
          total={data?.total ?? 0}
          page={paging.page}
          pageSize={paging.pageSize}
          onPageChange={paging.setPage}
          onPageSizeChange={(size) => {
            paging.setPageSize(size);
            paging.setPage(1);
          }}
          search={paging.search}
          onSearchChange={(value) => {
            paging.setSearch(value);
            paging.setPage(1);
          }}
          loading={result.isPending}
          phoneCards
          horizontalSpacing="xs"
        />
      )}
      {result.isError && data && <LogisticsError error={result.error} onRetry={retry} />}
    </Stack>
  );
}
