// 'Arquivos processados: X de Y' with the progress bar. The total is '…' while the zip has not
// been counted yet, and '—' for an import that ended without counting it (nothing to show then).
import { Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { importPercentage, type DocumentImportContext } from '@/machines/document-import-machine';
import { ProgressBar } from '@/ui/progress-bar';

export type FileProgress = Pick<
  DocumentImportContext,
  'quantidadeArquivos' | 'quantidadeArquivosProcessados' | 'dataFim'
>;

export function ProcessedFiles({ progress }: { progress: FileProgress }) {
  const ended = progress.dataFim != null && progress.dataFim !== '';
  const counted = progress.quantidadeArquivos !== null;
  return (
    <Stack gap={4}>
      <Text size="sm" data-testid="nfe-processed">
        <FormattedMessage
          id="nfeImport.processed"
          values={{
            processed: progress.quantidadeArquivosProcessados ?? 0,
            total: counted ? progress.quantidadeArquivos : ended ? '—' : '…',
          }}
        />
      </Text>
      {(counted || !ended) && <ProgressBar value={importPercentage(progress)} />}
    </Stack>
  );
}
