// /notaFiscal/importLog/:id/:lastRefresh: what happened to each file of an import, paginated,
// sorted, searched and narrowed on the server (an import may log 16,000 rows). id and lastRefresh
// are part of the query key, so a new lastRefresh (the Atualizar button, or any link, which carries
// the current time) reloads it. The view (a count card's outcome, or the problems) is kept in the
// address (?resultado=), so a link can open the log on the rejected files; the export takes the
// same view, search and sort.
import { useMemo, useState } from 'react';
import { Button, Group, Paper, Stack, Switch } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileSpreadsheet, IconInfoCircle, IconRefresh, IconTruckDelivery } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  IMPORT_LOG_VIEWS,
  type ImportLogView,
  type ImportOccurrence,
} from '@/domain/tracking/imports/document-import';
import type { SheetFormat } from '@/domain/resources/spreadsheet/sheet-declaration';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { downloadBlob } from '@/ui/download-blob';
import { PageTitle } from '@/ui/page-title';
import { TimedAlert, useTimedAlert } from '@/ui/timed-alert';
import { exportImportLog } from './import-api';
import { ImportCounts } from './import-counts';
import { ImportLogSentence } from './import-log-sentence';
import { importDeliveriesHref, importLogHref, importStatusHref } from './import-paths';
import { useImportLog, useImportStatus } from './import-queries';
import { useImportScreenKind } from './import-screen-kind';
import { OutcomeBadge } from './outcome-badge';
import { useTablePaging } from './use-table-paging';

const viewOf = (value: string | null): ImportLogView | undefined =>
  (IMPORT_LOG_VIEWS as readonly string[]).includes(value ?? '') ? (value as ImportLogView) : undefined;

function ImportLog({ id, lastRefresh }: { id: string; lastRefresh: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const kind = useImportScreenKind();
  const alerts = useTimedAlert();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = viewOf(searchParams.get('resultado'));
  const { page, pageSize, sort, setPage, paging } = useTablePaging();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [exporting, setExporting] = useState<SheetFormat | null>(null);
  const narrowed = { sort, search: debouncedSearch.trim() || undefined, resultado: view };
  const log = useImportLog(id, lastRefresh, { page, pageSize, ...narrowed }, kind.api);
  const status = useImportStatus(id, kind.api);

  const showView = (next: ImportLogView | undefined) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set('resultado', next);
        else params.delete('resultado');
        return params;
      },
      { replace: true },
    );
    setPage(1);
  };

  const exportAs = async (format: SheetFormat) => {
    setExporting(format);
    try {
      const file = await exportImportLog(id, narrowed, format, intl.locale, kind.api);
      downloadBlob(file, `importacao-${id}.${format}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      alerts.danger(intl.formatMessage({ id: 'nfeImport.log.export.failed' }, { message }));
    } finally {
      setExporting(null);
    }
  };

  // The outcome last: on a phone card it sits beside the file name, as a status does.
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
      {
        key: 'tipo',
        header: intl.formatMessage({ id: 'nfeImport.log.outcome' }),
        sortable: true,
        nowrap: true,
        render: (row) => <OutcomeBadge tipo={row.tipo} />,
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
            onClick={() =>
              void navigate(
                { pathname: importLogHref(id, undefined, kind.base), search: searchParams.toString() },
                { replace: true },
              )
            }
          >
            <FormattedMessage id="nfeImport.log.refresh" />
          </Button>
          {kind.createsDeliveries && (
            <Button
              variant="default"
              component={Link}
              to={importDeliveriesHref(id)}
              leftSection={<IconTruckDelivery size={16} />}
            >
              <FormattedMessage id="nfeImport.deliveries" />
            </Button>
          )}
          <Button
            component={Link}
            to={importStatusHref(id, kind.base)}
            leftSection={<IconInfoCircle size={16} />}
          >
            <FormattedMessage id="nfeImport.viewStatus" />
          </Button>
        </Group>
      </Group>
      <TimedAlert alert={alerts.alert} onClose={alerts.hide} />
      {status.data && <ImportCounts status={status.data} selected={view} onSelect={showView} />}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Switch
          label={intl.formatMessage({ id: 'nfeImport.log.view.problemas' })}
          checked={view === 'problemas'}
          onChange={(event) => showView(event.currentTarget.checked ? 'problemas' : undefined)}
        />
        <Group gap="xs">
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button
              key={format}
              variant="default"
              size="xs"
              leftSection={<IconFileSpreadsheet size={16} />}
              loading={exporting === format}
              disabled={exporting !== null && exporting !== format}
              onClick={() => void exportAs(format)}
            >
              <FormattedMessage id={`nfeImport.log.export.${format}`} />
            </Button>
          ))}
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
