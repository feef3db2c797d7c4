// The import of a register from a CSV or XLSX file: choose a file (or first download the template
// with the column titles), read the report of the check (nothing is written yet), then import
// every row, or only the valid ones when some have errors. Used by a layout's own import screen
// (the spec's user/importUser) and by the dialog a list opens.
import { useState } from 'react';
import { Alert, Anchor, Button, FileButton, Group, List, Loader, Stack, Text } from '@mantine/core';
import { IconFileDownload, IconFileUpload, IconList, IconUpload } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ResourceDefinition } from '@/domain/resources/define-resource';
import {
  IMPORT_MAX_FILE_MB,
  IMPORT_MAX_ROWS,
  type SheetFormat,
} from '@/domain/resources/spreadsheet/sheet-declaration';
import { reviewChoices, writableRows } from '@/machines/sheet-import-machine';
import { errorMessages } from '@/services/api';
import { resourceSheetClient } from '@/services/resource-sheet-client';
import { downloadBlob } from '@/ui/download-blob';
import { ImportReportView } from './import-report-view';
import { useSheetImport } from './use-sheet-import';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ResourceImportPanelProps {
  def: ResourceDefinition;
  /** The parent company of a company's child register. */
  companyId?: number;
  /** The list to open once rows are written, in the layout shown. */
  listPath?: string;
}

export function ResourceImportPanel({ def, companyId, listPath }: ResourceImportPanelProps) {
  const intl = useIntl();
  const [snapshot, send] = useSheetImport(def, companyId);
  const [templateError, setTemplateError] = useState<string | null>(null);
  const { report, fileName, errors } = snapshot.context;
  const busy = (['checking', 'importingAll', 'importingValidRows'] as const).some((state) =>
    snapshot.matches(state),
  );
  const choices =
    report && snapshot.matches('reviewed') ? reviewChoices(report) : { all: false, validRows: false };

  const template = async (format: SheetFormat) => {
    setTemplateError(null);
    try {
      downloadBlob(
        await resourceSheetClient.template(def, format, intl.locale),
        `${def.name}-modelo.${format}`,
      );
    } catch (error) {
      setTemplateError((await errorMessages(error)).join(' '));
    }
  };

  const first = snapshot.matches('idle');
  const chooser = (
    <FileButton
      onChange={(file) => file && send({ type: 'sheet.choose', file, name: file.name })}
      accept={ACCEPT}
    >
      {(props) => (
        // Once a file is chosen, importing it is the main action; another file is the second.
        <Button
          variant={first ? 'filled' : 'default'}
          leftSection={<IconFileUpload size={16} />}
          disabled={busy}
          {...props}
        >
          <FormattedMessage id={first ? 'engine.sheet.chooseFile' : 'engine.sheet.chooseAnother'} />
        </Button>
      )}
    </FileButton>
  );

  return (
    <Stack gap="md">
      <Text size="sm">
        <FormattedMessage id="engine.sheet.intro" />{' '}
        <FormattedMessage
          id="engine.sheet.limits"
          values={{ rows: IMPORT_MAX_ROWS, megabytes: IMPORT_MAX_FILE_MB }}
        />
      </Text>
      {intl.messages[`resource.${def.name}.importNote`] && (
        <Text size="sm" c="dimmed">
          <FormattedMessage id={`resource.${def.name}.importNote`} />
        </Text>
      )}
      <Group gap="xs" wrap="wrap">
        {chooser}
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            variant="subtle"
            leftSection={<IconFileDownload size={16} />}
            onClick={() => void template(format)}
          >
            <FormattedMessage
              id={format === 'csv' ? 'engine.sheet.templateCsv' : 'engine.sheet.templateXlsx'}
            />
          </Button>
        ))}
      </Group>
      {templateError && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setTemplateError(null)}>
          {templateError}
        </Alert>
      )}
      {busy && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">
            <FormattedMessage
              id={snapshot.matches('checking') ? 'engine.sheet.checking' : 'engine.sheet.importing'}
            />
          </Text>
        </Group>
      )}
      {snapshot.matches('failed') && (
        <Alert color="red" role="alert" title={<FormattedMessage id="engine.sheet.failed" />}>
          <List size="sm">
            {errors.map((error) => (
              <List.Item key={error}>
                <bdi>{error}</bdi>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {report && !busy && !snapshot.matches('failed') && (
        <ImportReportView def={def} report={report} fileName={fileName} />
      )}
      {(choices.all || choices.validRows) && report && (
        <Group gap="xs">
          <Button
            leftSection={<IconUpload size={16} />}
            color={choices.validRows ? 'yellow' : undefined}
            onClick={() => send({ type: 'sheet.import', validRows: choices.validRows })}
          >
            <FormattedMessage
              id={choices.validRows ? 'engine.sheet.importValid' : 'engine.sheet.importAll'}
              values={{ count: writableRows(report) }}
            />
          </Button>
        </Group>
      )}
      {snapshot.matches('done') && listPath && (
        <Anchor component={Link} to={listPath}>
          <Group gap={4} wrap="nowrap">
            <IconList size={16} />
            <FormattedMessage id="engine.sheet.goToList" />
          </Group>
        </Anchor>
      )}
    </Stack>
  );
}
