// /notaFiscal/importStatus/:id: one import, polled every NFE_STATUS_POLL_MS while it runs and
// updated at once by the progress the notifications hub pushes to everyone watching it.
import { useCallback } from 'react';
import { Button, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconListDetails, IconTruckDelivery, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import type { ImportStatusDto } from '@/domain/tracking/imports/document-import';
import { PageTitle } from '@/ui/page-title';
import { ImportStatusDetails } from './import-status-details';
import { LoadError } from '@/ui/load-error';
import { useImportScreenKind } from './import-screen-kind';
import { importDeliveriesHref, importLogHref, importPath } from './import-paths';
import { importKeys, useImportStatus } from './import-queries';
import { laterStatus } from './later-status';
import { useImportProgressPush } from './use-import-progress-push';
import { useWatchImport } from './use-watch-import';

export function ImportStatusPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const kind = useImportScreenKind();
  const status = useImportStatus(id, kind.api);

  useWatchImport(id);
  useImportProgressPush(
    useCallback(
      (pushed: ImportStatusDto) => {
        if (String(pushed.id) !== id) return;
        queryClient.setQueryData<ImportStatusDto>(importKeys.status(id, kind.api), (previous) =>
          laterStatus(previous ?? null, pushed),
        );
      },
      [id, queryClient, kind.api],
    ),
  );

  let content;
  if (status.data) content = <ImportStatusDetails status={status.data} />;
  else if (status.isError)
    content = (
      <LoadError
        error={status.error}
        onRetry={() => void status.refetch()}
        notFoundMessageId="nfeImport.notFound"
      />
    );
  else content = <Skeleton height={160} data-testid="nfe-status-loading" />;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <PageTitle>
          <FormattedMessage id="nfeImport.statusTitle" values={{ id }} />
        </PageTitle>
        <Group gap="xs">
          <Button
            variant="default"
            component={Link}
            to={importPath(kind.base)}
            leftSection={<IconUpload size={16} />}
          >
            <FormattedMessage id="nfeImport.newImport" />
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
            to={importLogHref(id, undefined, kind.base)}
            leftSection={<IconListDetails size={16} />}
          >
            <FormattedMessage id="nfeImport.viewLog" />
          </Button>
        </Group>
      </Group>
      <Paper withBorder p="md" radius="md">
        {content}
      </Paper>
    </Stack>
  );
}
