// What a screen shows when its data did not load: the permission text on 403, 'Importação não
// encontrada' on 404, else 'Erro ao carregar dados' with a retry.
import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { HTTPError } from 'ky';
import { FormattedMessage } from 'react-intl';

const statusOf = (error: unknown): number | null =>
  error instanceof HTTPError ? error.response.status : null;

export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const status = statusOf(error);
  if (status === 403 || status === 404) {
    return (
      <Alert color="orange" icon={<IconLock size={18} />} role="alert">
        <FormattedMessage id={status === 403 ? 'resources.forbidden' : 'nfeImport.notFound'} />
      </Alert>
    );
  }
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
      <FormattedMessage id="resources.loadError" />
      <Button size="xs" variant="white" color="red" ms="md" onClick={onRetry}>
        <FormattedMessage id="resources.retry" />
      </Button>
    </Alert>
  );
}
