// What a logistics screen shows when its data did not load: the server's own reason when it names
// one of this module's messages (not a logistics company), else the shared load error.
import { useEffect, useState } from 'react';
import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { errorMessageIds } from '@/services/api';
import { LoadError } from '@/ui/load-error';

export function LogisticsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const [ownId, setOwnId] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void errorMessageIds(error).then((ids) => {
      if (live) setOwnId(ids.find((id) => id.startsWith('logistics.')) ?? null);
    });
    return () => {
      live = false;
    };
  }, [error]);
  if (ownId) {
    return (
      <Alert color="orange" icon={<IconLock size={18} />} role="alert">
        <FormattedMessage id={ownId} />
      </Alert>
    );
  }
  return <LoadError error={error} onRetry={onRetry} />;
}
