// Page, page size and sort of a server-paginated DataTable kept in component state; a new page
// size starts again at page 1. `paging` spreads straight into the DataTable.
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@/domain/constants';

export function useTablePaging(initialSort?: string) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<string | undefined>(initialSort);
  return {
    page,
    pageSize,
    sort,
    setPage,
    paging: {
      page,
      pageSize,
      sort,
      onPageChange: setPage,
      onPageSizeChange: (size: number) => {
        setPageSize(size);
        setPage(1);
      },
      onSortChange: setSort,
    },
  };
}
