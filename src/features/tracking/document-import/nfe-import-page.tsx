// /notaFiscal/import (and /cte/import under the CT-e kind): choose a file, import it and follow
// its processing; the company's past imports of the kind below.
import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { PageTitle } from '@/ui/page-title';
import { TimedAlert } from '@/ui/timed-alert';
import { ImportForm } from './import-form';
import { ImportHistory } from './import-history';
import { ImportProgress } from './import-progress';
import { useImportScreenKind } from './import-screen-kind';
import { UploadLeaveGuard } from './upload-leave-guard';
import { useDocumentImport } from './use-document-import';

export function NfeImportPage() {
  const { phase, context, latest, start, alerts } = useDocumentImport();
  const kind = useImportScreenKind();
  const sending = phase === 'beginning' || phase === 'uploading';
  return (
    <Stack gap="md">
      <UploadLeaveGuard active={sending} />
      <PageTitle>
        <FormattedMessage id={kind.titleId} />
      </PageTitle>
      <TimedAlert alert={alerts.alert} onClose={alerts.hide} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="md" radius="md">
          <ImportForm busy={sending} onImport={start} />
        </Paper>
        <Paper withBorder p="md" radius="md">
          <ImportProgress phase={phase} context={context} latest={latest} />
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={4}>
            <FormattedMessage id="nfeImport.history.title" />
          </Title>
          <ImportHistory />
        </Stack>
      </Paper>
    </Stack>
  );
}
