// /notaFiscal/importLog/:id/:lastRefresh: what happened to each file of an import, paginated,
// sorted and searched on the server. id and lastRefresh are part of the query key, so a new
// lastRefresh (the Atualizar button, or any link, which carries the current time) reloads it.
import { useMemo, useState } from 'react';
import { useTablePaging } from './use-table-paging';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { ImportOccurrence } from '@/domain/tracking/imports/document-import';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { PageTitle } from '@/ui/page-title';
import { importLogHref, importStatusHref } from './import-paths';
import { useImportLog } from './import-queries';
import { useImportScreenKind } from './import-screen-kind';
import { ImportLogSentence } from './import-log-sentence';

function ImportLog({ id, lastRefresh }: { id: string; lastRefresh: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const kind = useImportScreenKind();
  const { page, pageSize, sort, setPage, paging } = useTablePaging();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const log = useImportLog(
    id,
    lastRefresh,
    {
      page,
      pageSize,
      sort,
      search: debouncedSearch.trim() || undefined,
    },
    kind.api,
  );

  const columns = useMemo<DataTableColumn<ImportOccurrence>[]>(
    () => [
      {
        key: 'nomeArquivo',
        header: intl.formatMessage({ id: 'nfeImport.log.nomeArquivo' }),
        sortable: true,
        render: (row) => <span dir="auto">{row.nomeArquivo}</span>,
      },
      {
        key: 'descricao',
        header: intl.formatMessage({ id: 'nfeImport.log.descricao' }),
        sortable: true,
        wide: true,
        render: (row) => <ImportLogSentence row={row} />,
      },
    ],
    [intl],
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <PageTitle>
          <FormattedMessage id="nfeImport.log.title" values={{ id }} />
        </PageTitle>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={() => void navigate(importLogHref(id, undefined, kind.base), { replace: true })}
          >
            <FormattedMessage id="nfeImport.log.refresh" />
          </Button>
          <Button
            component={Link}
            to={importStatusHref(id, kind.base)}
            leftSection={<IconInfoCircle size={16} />}
          >
            <FormattedMessage id="nfeImport.viewStatus" />
          </Button>
        </Group>
      </Group>
      <Paper withBorder p="md" radius="md">
        {/* A failed load is only logged (spec section 8): the table stays as it was, or empty. */}
        <DataTable<ImportOccurrence>
          columns={columns}
          rows={log.data?.items ?? []}
          rowKey={(row) => row.id}
          total={log.data?.total ?? 0}
          {...paging}
          search={search}
          onSearchChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          loading={log.isPending && !log.isError}
          phoneCards
        />
      </Paper>
    </Stack>
  );
}

export function ImportLogPage() {
  const { id = '', lastRefresh = '' } = useParams();
  // Another import starts on its first page with no sort or search.
  return <ImportLog key={id} id={id} lastRefresh={lastRefresh} />;
}
