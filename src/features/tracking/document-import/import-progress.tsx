// The processing-status section of the import screen (spec section 4): not started; sending the
// file; processed and total files with the progress bar; finished with what was imported.
import { useId } from 'react';
import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { ImportStatusDto } from '@/domain/tracking/imports/document-import';
import type { DocumentImportContext } from '@/machines/document-import-machine';
import { ImportCounts } from './import-counts';
import { ImportLinks } from './import-links';
import { ImportOutcomeBanner } from './import-outcome-banner';
import { importLogHref } from './import-paths';
import { useImportScreenKind } from './import-screen-kind';
import { ProcessedFiles } from './processed-files';
import { SituationBadge } from './situation-badge';
import type { ImportPhase } from './use-document-import';

export interface ImportProgressProps {
  phase: ImportPhase;
  context: DocumentImportContext;
  latest: ImportStatusDto | null;
}

function Body({ phase, context, latest }: ImportProgressProps) {
  const { base } = useImportScreenKind();
  switch (phase) {
    case 'idle':
      return (
        <Text c="dimmed">
          <FormattedMessage id="nfeImport.notStarted" />
        </Text>
      );
    case 'beginning':
    case 'uploading':
      return (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">
            <FormattedMessage id="nfeImport.uploading" />
          </Text>
        </Group>
      );
    case 'failed':
      return (
        <Stack gap={4}>
          <Text c="red" fw={600}>
            <FormattedMessage id="nfeImport.failed" />
          </Text>
          {context.errors.map((error) => (
            <Text key={error} size="sm" c="red">
              <span dir="auto">{error}</span>
            </Text>
          ))}
        </Stack>
      );
    default:
      return (
        <Stack gap="sm">
          {latest && (
            <Group gap="xs">
              <SituationBadge
                situacao={latest.situacao}
                receiving={latest.recebendoArquivo}
                counts={latest}
              />
              {phase === 'polling' && <Loader size="xs" />}
            </Group>
          )}
          <ProcessedFiles progress={context} />
          {phase === 'finished' && latest?.erro && (
            <Text size="sm" c="red">
              <span dir="auto">{latest.erro}</span>
            </Text>
          )}
          {phase === 'finished' && latest && <ImportOutcomeBanner status={latest} />}
          {latest && (
            <ImportCounts
              status={latest}
              logHref={(view) => importLogHref(latest.id, undefined, base, view)}
            />
          )}
        </Stack>
      );
  }
}

export function ImportProgress(props: ImportProgressProps) {
  const titleId = useId();
  return (
    <Stack component="section" gap="sm" aria-live="polite" aria-labelledby={titleId}>
      <Title order={4} id={titleId}>
        <FormattedMessage id="nfeImport.status.title" />
      </Title>
      <Body {...props} />
      {props.context.id !== null && <ImportLinks id={props.context.id} />}
    </Stack>
  );
}
