// The sort of a card list, which has no column headers to click: every sortable column, both ways.
import { Select } from '@mantine/core';
import { IconArrowsSort } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { DataTableColumn } from './data-table';

export function SortSelect<Row>({
  columns,
  sort,
  onSortChange,
}: {
  columns: readonly DataTableColumn<Row>[];
  sort: string | undefined;
  onSortChange: (sort: string) => void;
}) {
  const intl = useIntl();
  const data = columns
    .filter((column) => column.sortable)
    .flatMap((column) => {
      const name = String(column.header);
      return [
        { value: column.key, label: intl.formatMessage({ id: 'ui.table.sortAscending' }, { column: name }) },
        {
          value: `-${column.key}`,
          label: intl.formatMessage({ id: 'ui.table.sortDescending' }, { column: name }),
        },
      ];
    });
  if (data.length === 0) return null;
  return (
    <Select
      size="xs"
      mb="sm"
      label={intl.formatMessage({ id: 'ui.table.sort' })}
      leftSection={<IconArrowsSort size={14} />}
      data={data}
      // No sort chosen: the server's own order, named rather than left blank.
      placeholder={intl.formatMessage({ id: 'ui.table.sortDefault' })}
      value={sort || null}
      onChange={(value) => value && onSortChange(value)}
      allowDeselect={false}
    />
  );
}
