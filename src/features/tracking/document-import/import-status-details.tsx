// Everything known about one import: file, who, dates, situation, progress, counts and error.
import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ImportStatusDto } from '@/domain/tracking/imports/document-import';
import { formatImportDate } from './import-date';
import { ImportCounts } from './import-counts';
import { ImportOutcomeBanner } from './import-outcome-banner';
import { importLogHref } from './import-paths';
import { useImportScreenKind } from './import-screen-kind';
import { ProcessedFiles } from './processed-files';
import { SituationBadge } from './situation-badge';

function Field({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        <FormattedMessage id={labelId} />
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        <span dir="auto">{children}</span>
      </Text>
    </Stack>
  );
}

export function ImportStatusDetails({ status }: { status: ImportStatusDto }) {
  const { base } = useImportScreenKind();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="md">
        <Field labelId="nfeImport.field.nomeArquivo">{status.nomeArquivo ?? '—'}</Field>
        <Field labelId="nfeImport.field.usuarioNome">{status.usuarioNome ?? '—'}</Field>
        <Field labelId="nfeImport.field.dataInicio">{formatImportDate(status.dataInicio)}</Field>
        <Field labelId="nfeImport.field.dataFim">{formatImportDate(status.dataFim) || '—'}</Field>
        <Field labelId="nfeImport.field.situacao">
          <SituationBadge situacao={status.situacao} receiving={status.recebendoArquivo} counts={status} />
        </Field>
      </SimpleGrid>
      <ProcessedFiles progress={status} />
      {status.dataFim !== null && <ImportOutcomeBanner status={status} />}
      <ImportCounts status={status} logHref={(view) => importLogHref(status.id, undefined, base, view)} />
      {status.erro && (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={18} />}
          title={<FormattedMessage id="nfeImport.field.erro" />}
        >
          <span dir="auto">{status.erro}</span>
        </Alert>
      )}
    </Stack>
  );
}
