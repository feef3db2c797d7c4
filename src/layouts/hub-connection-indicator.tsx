// Tells the user when the live connection to the server's hubs is lost (the screens then only
// poll) and that it is being restored. A status region is always present, so screen readers
// announce the change; the notice appears only after the connection has stayed lost for a moment,
// so a normal page load or a quick reconnect never flashes it.
import { Badge } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import { isHubConnectionLost, subscribeHubStatus } from '@/services/hub-connections';

/** How long the connection must stay lost before the notice shows. */
export const HUB_LOST_NOTICE_DELAY_MS = 3_000;

export function HubConnectionIndicator() {
  const lost = useSyncExternalStore(subscribeHubStatus, isHubConnectionLost, () => false);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!lost) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), HUB_LOST_NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [lost]);

  return (
    <div role="status" className="rota-hub-status" data-testid="hub-connection-status">
      {shown && (
        <Badge
          size="lg"
          radius="xl"
          color="orange"
          variant="filled"
          leftSection={<IconPlugConnectedX size={16} aria-hidden />}
        >
          <FormattedMessage id="hubStatus.lost" />
        </Badge>
      )}
    </div>
  );
}
