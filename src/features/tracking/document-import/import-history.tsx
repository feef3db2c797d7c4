// The company's past imports, newest first, each linking to its status page and its log.
import { useMemo } from 'react';
import { useTablePaging } from './use-table-paging';
import { ActionIcon, Anchor, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle, IconListDetails } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ImportStatusDto } from '@/domain/tracking/imports/document-import';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { formatImportDate } from './import-date';
import { LoadError } from '@/ui/load-error';
import { useImportScreenKind } from './import-screen-kind';
import { importLogHref, importStatusHref } from './import-paths';
import { useImportList } from './import-queries';
import { SituationBadge } from './situation-badge';

type Row = ImportStatusDto;

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

const DateCell = ({ iso }: { iso: string | null }) => (
  <Text size="sm" style={NO_WRAP}>
    {formatImportDate(iso)}
  </Text>
);

export function ImportHistory() {
  const intl = useIntl();
  const { page, pageSize, sort, paging } = useTablePaging('-id');
  const kind = useImportScreenKind();
  const list = useImportList({ page, pageSize, sort }, kind.api);

  const columns = useMemo<DataTableColumn<Row>[]>(() => {
    const header = (field: string) => intl.formatMessage({ id: `nfeImport.field.${field}` });
    return [
      {
        key: 'id',
        header: header('id'),
        sortable: true,
        render: (row) => (
          <Anchor component={Link} to={importStatusHref(row.id, kind.base)} size="sm">
            {row.id}
          </Anchor>
        ),
      },
      {
        key: 'nomeArquivo',
        header: header('nomeArquivo'),
        sortable: true,
        render: (row) => (
          <Anchor
            component={Link}
            to={importStatusHref(row.id, kind.base)}
            size="sm"
            dir="auto"
            style={NO_WRAP}
          >
            {row.nomeArquivo ?? '—'}
          </Anchor>
        ),
      },
      {
        key: 'usuarioNome',
        header: header('usuarioNome'),
        render: (row) => (
          <Text component="span" size="sm" dir="auto">
            {row.usuarioNome ?? ''}
          </Text>
        ),
      },
      {
        key: 'dataInicio',
        header: header('dataInicio'),
        sortable: true,
        render: (row) => <DateCell iso={row.dataInicio} />,
      },
      {
        key: 'dataFim',
        header: header('dataFim'),
        sortable: true,
        render: (row) => <DateCell iso={row.dataFim} />,
      },
      {
        key: 'situacao',
        header: header('situacao'),
        render: (row) => (
          <SituationBadge situacao={row.situacao} receiving={row.recebendoArquivo} counts={row} />
        ),
      },
      {
        key: 'progress',
        header: header('progress'),
        render: (row) => (
          <Text size="sm" style={NO_WRAP}>
            {row.quantidadeArquivosProcessados ?? 0} / {row.quantidadeArquivos ?? (row.dataFim ? '—' : '…')}
          </Text>
        ),
      },
    ];
  }, [intl, kind.base]);

  if (list.isError && !list.data) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;

  const statusLabel = intl.formatMessage({ id: 'nfeImport.viewStatus' });
  const logLabel = intl.formatMessage({ id: 'nfeImport.viewLog' });
  return (
    <DataTable<Row>
      columns={columns}
      rows={list.data?.items ?? []}
      rowKey={(row) => row.id}
      total={list.data?.total ?? 0}
      {...paging}
      loading={list.isPending}
      // Closer columns, so a finished import's result fits beside its dates with the actions.
      horizontalSpacing={6}
      actions={(row) => (
        <>
          <Tooltip label={statusLabel}>
            <ActionIcon
              component={Link}
              to={importStatusHref(row.id, kind.base)}
              variant="subtle"
              aria-label={statusLabel}
            >
              <IconInfoCircle size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={logLabel}>
            <ActionIcon
              component={Link}
              to={importLogHref(row.id, undefined, kind.base)}
              variant="subtle"
              aria-label={logLabel}
            >
              <IconListDetails size={18} />
            </ActionIcon>
          </Tooltip>
        </>
      )}
    />
  );
}
