// What an import's report says: how the header was read, how many rows are valid and what they
// would create or update (or did), and every refused line with its column and reason, in a table
// paged on the screen. The engine's own reasons are in the user's language; a schema's or a
// server rule's reason is the product's Portuguese sentence, isolated so it keeps its direction.
import { useMemo, useState } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DEFAULT_PAGE_SIZE } from '@/domain/constants';
import type { ResourceDefinition } from '@/domain/resources/define-resource';
import type { SheetImportReport, SheetRowError } from '@/domain/resources/spreadsheet/sheet-report';
import { DataTable, type DataTableColumn } from '@/ui/data-table';

type NumberedError = SheetRowError & { key: number };

export function ImportReportView({
  def,
  report,
  fileName,
}: {
  def: ResourceDefinition;
  report: SheetImportReport;
  fileName: string;
}) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const title = (field: string) => intl.formatMessage({ id: `resource.${def.name}.field.${field}` });
  const titles = (fields: readonly string[]) => fields.map(title).join(', ');
  const reason = (error: SheetRowError) =>
    error.messageId && intl.messages[error.messageId]
      ? intl.formatMessage({ id: error.messageId }, error.values)
      : error.message;

  const columns: DataTableColumn<NumberedError>[] = [
    { key: 'line', header: intl.formatMessage({ id: 'engine.sheet.report.line' }), nowrap: true },
    {
      key: 'message',
      header: intl.formatMessage({ id: 'engine.sheet.report.reason' }),
      wide: true,
      render: (error) => <bdi>{reason(error)}</bdi>,
    },
    // Last: a phone's card keeps its last column whole beside the line, and a reason is long.
    {
      key: 'field',
      header: intl.formatMessage({ id: 'engine.sheet.report.column' }),
      render: (error) => (error.field ? title(error.field) : ''),
    },
  ];
  const errors = useMemo(() => report.errors.map((error, key) => ({ ...error, key })), [report.errors]);
  const shown = errors.slice((page - 1) * pageSize, page * pageSize);

  const { missing, repeated, fields, ignored } = report.columns;
  const unreadable = missing.length > 0 || repeated.length > 0 || fields.length === 0;
  const valid = report.rows - report.errorRows;
  const done = report.written;

  return (
    <Stack
      gap="sm"
      role="region"
      aria-label={intl.formatMessage({ id: 'engine.sheet.report.file' }, { file: fileName })}
    >
      <Text size="sm" fw={600}>
        <FormattedMessage id="engine.sheet.report.file" values={{ file: <bdi>{fileName}</bdi> }} />
      </Text>
      {unreadable ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          <Stack gap={4}>
            {fields.length === 0 && <FormattedMessage id="engine.sheet.report.noColumns" />}
            {fields.length > 0 && missing.length > 0 && (
              <FormattedMessage id="engine.sheet.report.missing" values={{ columns: titles(missing) }} />
            )}
            {repeated.length > 0 && (
              <FormattedMessage id="engine.sheet.report.repeated" values={{ columns: titles(repeated) }} />
            )}
          </Stack>
        </Alert>
      ) : done ? (
        <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
          <FormattedMessage
            id="engine.sheet.report.done"
            values={{ created: report.created, updated: report.updated, skipped: report.skipped }}
          />
        </Alert>
      ) : (
        <Alert
          color={report.errorRows > 0 ? 'yellow' : 'blue'}
          icon={report.errorRows > 0 ? <IconAlertTriangle size={18} /> : <IconInfoCircle size={18} />}
          role="status"
        >
          <Stack gap={4}>
            <Text size="sm">
              <FormattedMessage
                id="engine.sheet.report.summary"
                values={{ rows: report.rows, valid, invalid: report.errorRows }}
              />
            </Text>
            {valid > 0 && (
              <Text size="sm">
                <FormattedMessage
                  id="engine.sheet.report.ready"
                  values={{ created: report.created, updated: report.updated }}
                />
              </Text>
            )}
            {report.errorRows > 0 && (
              <Text size="sm">
                <FormattedMessage id="engine.sheet.report.nothingWritten" />
              </Text>
            )}
          </Stack>
        </Alert>
      )}
      {ignored.length > 0 && (
        <Text size="sm" c="dimmed">
          <FormattedMessage
            id="engine.sheet.report.ignored"
            values={{ columns: <bdi>{ignored.join(', ')}</bdi> }}
          />
        </Text>
      )}
      {errors.length > 0 && (
        <>
          <Text size="sm" fw={600} component="h3" m={0}>
            <FormattedMessage id="engine.sheet.report.errors" />
          </Text>
          {report.errors.length < report.errorRows && (
            <Text size="sm" c="dimmed">
              <FormattedMessage id="engine.sheet.report.truncated" values={{ shown: report.errors.length }} />
            </Text>
          )}
          <DataTable<NumberedError>
            columns={columns}
            rows={shown}
            rowKey={(error) => error.key}
            total={errors.length}
            page={page}
            pageSize={pageSize}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
            phoneCards
          />
        </>
      )}
    </Stack>
  );
}
