// What a screen shows when its data did not load: the 403 text, or 'Erro ao carregar dados'
// with a retry.
import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { HTTPError } from 'ky';
import { FormattedMessage } from 'react-intl';

export const isForbidden = (error: unknown): boolean =>
  error instanceof HTTPError && error.response.status === 403;

export function ResourceLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isForbidden(error)) {
    return (
      <Alert color="orange" icon={<IconLock size={18} />} role="alert">
        <FormattedMessage id="resources.forbidden" />
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
