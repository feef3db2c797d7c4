// What a screen shows when its data did not load: the 403 text, 'Registro não encontrado' for a
// row that is missing or out of the company's reach, or 'Erro ao carregar dados' with a retry.
import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconSearchOff } from '@tabler/icons-react';
import { HTTPError } from 'ky';
import { FormattedMessage } from 'react-intl';

const hasStatus = (error: unknown, status: number): boolean =>
  error instanceof HTTPError && error.response.status === status;

export const isForbidden = (error: unknown): boolean => hasStatus(error, 403);

export function ResourceLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isForbidden(error)) {
    return (
      <Alert color="orange" icon={<IconLock size={18} />} role="alert">
        <FormattedMessage id="resources.forbidden" />
      </Alert>
    );
  }
  if (hasStatus(error, 404)) {
    return (
      <Alert color="gray" icon={<IconSearchOff size={18} />} role="alert">
        <FormattedMessage id="resources.notFound" />
      </Alert>
    );
  }
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
      <FormattedMessage id="resources.loadError" />
      <Button size="xs" variant="white" color="red" ml="md" onClick={onRetry}>
        <FormattedMessage id="resources.retry" />
      </Button>
    </Alert>
  );
}
