// What a screen shows when its data did not load: the permission text on 403, a not-found text
// on 404 (a row missing or out of the company's reach), else 'Erro ao carregar dados' with a retry.
import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconSearchOff } from '@tabler/icons-react';
import { HTTPError } from 'ky';
import { FormattedMessage } from 'react-intl';

const hasStatus = (error: unknown, status: number): boolean =>
  error instanceof HTTPError && error.response.status === status;

export const isForbidden = (error: unknown): boolean => hasStatus(error, 403);

export interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
  /** The text for a 404 ('Registro não encontrado' by default). */
  notFoundMessageId?: string;
}

export function LoadError({ error, onRetry, notFoundMessageId = 'resources.notFound' }: LoadErrorProps) {
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
        <FormattedMessage id={notFoundMessageId} />
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
