// Export and import of the company's occurrence mapping as a CSV file (semicolons; opens in any
// spreadsheet). An import creates new rows and updates those of the same carrier and code; rows
// it cannot read are listed with their line, and the rest is still saved.
import { useState } from 'react';
import { Alert, Button, FileButton, Group, List, Text } from '@mantine/core';
import { IconFileDownload, IconFileUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { tabelaOcorrenciaDeParaResource } from '@/domain/resources/tabela-ocorrencia';
import { exportDeParaCsv, importDeParaCsv, type DeParaImportResult } from '@/services/entrega-ocorrencia-api';
import { errorMessages } from '@/services/api';
import { resourceKeys } from '@/services/resource-client';
import { notify } from '@/ui/notify';

const download = (blob: Blob, name: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
};

export function DeParaCsvPanel() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<DeParaImportResult | null>(null);

  const failed = async (error: unknown) => {
    const messages = await errorMessages(error).catch(() => []);
    notify({ color: 'red', message: messages.join(' ') || intl.formatMessage({ id: 'deParaCsv.error' }) });
  };

  const onExport = async () => {
    setBusy(true);
    try {
      download(await exportDeParaCsv(), 'de-para-ocorrencias.csv');
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
      const answer = await importDeParaCsv(await file.text());
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
          onClick={onExport}
          loading={busy}
        >
          <FormattedMessage id="deParaCsv.export" />
        </Button>
        <FileButton onChange={onImport} accept=".csv,text/csv">
          {(props) => (
            <Button variant="default" leftSection={<IconFileUpload size={16} />} loading={busy} {...props}>
              <FormattedMessage id="deParaCsv.import" />
            </Button>
          )}
        </FileButton>
      </Group>
      {result && (
        <Alert
          color={result.erros.length > 0 ? 'yellow' : 'green'}
          variant="light"
          withCloseButton
          onClose={() => setResult(null)}
        >
          <Text size="sm">
            <FormattedMessage id="deParaCsv.saved" values={{ count: result.gravadas }} />
          </Text>
          {result.erros.length > 0 && (
            <List size="sm" mt="xs">
              {result.erros.map((erro) => (
                <List.Item key={erro.linha}>
                  <FormattedMessage
                    id="deParaCsv.lineError"
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
