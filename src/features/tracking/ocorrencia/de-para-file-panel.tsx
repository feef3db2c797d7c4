// Export and import of the company's occurrence mapping as a CSV file (semicolons; opens in any
// spreadsheet) or an Excel workbook. An import creates new rows and updates those of the same
// carrier and code; rows it cannot read are listed with their line, and the rest is still saved.
// Importing changes the mapping, so it shows only to those who may change it.
import { useState } from 'react';
import { Alert, Button, FileButton, Group, List, Text } from '@mantine/core';
import { IconFileDownload, IconFileSpreadsheet, IconFileUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { can } from '@/domain/permissions';
import { writeRuleOf } from '@/domain/resources/define-resource';
import { tabelaOcorrenciaDeParaResource } from '@/domain/tracking/resources/tabela-ocorrencia';
import { usePrincipal } from '@/layouts/use-principal';
import {
  exportDePara,
  importDeParaFile,
  type DeParaFileFormat,
  type DeParaImportResult,
} from '@/features/tracking/services/entrega-ocorrencia-api';
import { errorMessages } from '@/services/api';
import { resourceKeys } from '@/services/resource-client';
import { downloadBlob } from '@/ui/download-blob';
import { notify } from '@/ui/notify';

export function DeParaFilePanel() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<DeParaImportResult | null>(null);
  const mayImport = can(usePrincipal(), writeRuleOf(tabelaOcorrenciaDeParaResource));

  const failed = async (error: unknown) => {
    const messages = await errorMessages(error).catch(() => []);
    notify({ color: 'red', message: messages.join(' ') || intl.formatMessage({ id: 'deParaFile.error' }) });
  };

  const onExport = async (format: DeParaFileFormat) => {
    setBusy(true);
    try {
      downloadBlob(await exportDePara(format), `de-para-ocorrencias.${format}`);
    } catch (error) {
      await failed(error);
    } finally {
      setBusy(false);
    }
  };

  const onImport = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    try {
      const answer = await importDeParaFile(file);
      setResult(answer);
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(tabelaOcorrenciaDeParaResource) });
    } catch (error) {
      await failed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Button
          variant="default"
          leftSection={<IconFileDownload size={16} />}
          onClick={() => void onExport('csv')}
          loading={busy}
        >
          <FormattedMessage id="deParaFile.export" />
        </Button>
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} />}
          onClick={() => void onExport('xlsx')}
          loading={busy}
        >
          <FormattedMessage id="deParaFile.exportXlsx" />
        </Button>
        {mayImport && (
          <FileButton
            onChange={onImport}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          >
            {(props) => (
              <Button variant="default" leftSection={<IconFileUpload size={16} />} loading={busy} {...props}>
                <FormattedMessage id="deParaFile.import" />
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {result && (
        <Alert
          color={result.erros.length > 0 ? 'yellow' : 'green'}
          variant="light"
          withCloseButton
          onClose={() => setResult(null)}
        >
          <Text size="sm">
            <FormattedMessage id="deParaFile.saved" values={{ count: result.gravadas }} />
          </Text>
          {result.erros.length > 0 && (
            <List size="sm" mt="xs">
              {result.erros.map((erro) => (
                <List.Item key={erro.linha}>
                  <FormattedMessage
                    id="deParaFile.lineError"
                    values={{ line: erro.linha, message: <bdi>{erro.mensagem}</bdi> }}
                  />
                </List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
    </>
  );
}
