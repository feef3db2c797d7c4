// The logistics screens read again every AUTO_REFRESH_MS (spec section 9). The bar says when the
// data on screen was read, shows a read in progress, and lets the user pause the refresh (to
// read a long list in peace) and read again at once.
import { useState } from 'react';
import { ActionIcon, Group, Loader, Text, Tooltip } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AUTO_REFRESH_MS } from '@/domain/constants';

export interface AutoRefresh {
  paused: boolean;
  toggle: () => void;
  /** For useQuery's refetchInterval: off while paused. */
  interval: number | false;
}

export function useAutoRefresh(): AutoRefresh {
  const [paused, setPaused] = useState(false);
  return { paused, toggle: () => setPaused((p) => !p), interval: paused ? false : AUTO_REFRESH_MS };
}

export interface RefreshBarProps {
  refresh: AutoRefresh;
  /** When the data on screen was read (ms since the epoch; 0: not yet). */
  updatedAt: number;
  fetching: boolean;
  onRefresh: () => void;
}

export function RefreshBar({ refresh, updatedAt, fetching, onRefresh }: RefreshBarProps) {
  const intl = useIntl();
  const toggleLabel = intl.formatMessage({
    id: refresh.paused ? 'logistics.refresh.resume' : 'logistics.refresh.pause',
  });
  const nowLabel = intl.formatMessage({ id: 'logistics.refresh.now' });
  return (
    <Group gap="xs" wrap="nowrap" data-testid="refresh-bar">
      {updatedAt > 0 && (
        <Text size="sm" c="dimmed" data-testid="updated-at">
          <FormattedMessage
            id="logistics.refresh.updatedAt"
            values={{
              time: intl.formatTime(updatedAt, { hour: '2-digit', minute: '2-digit', second: '2-digit' }),
            }}
          />
        </Text>
      )}
      <Text size="sm" c="dimmed" visibleFrom="sm">
        {refresh.paused ? (
          <FormattedMessage id="logistics.refresh.paused" />
        ) : (
          <FormattedMessage id="logistics.refresh.every" values={{ seconds: AUTO_REFRESH_MS / 1000 }} />
        )}
      </Text>
      {fetching && <Loader size="xs" aria-label={intl.formatMessage({ id: 'logistics.refresh.updating' })} />}
      <Tooltip label={toggleLabel}>
        <ActionIcon
          variant="default"
          aria-label={toggleLabel}
          aria-pressed={refresh.paused}
          onClick={refresh.toggle}
        >
          {refresh.paused ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={nowLabel}>
        <ActionIcon variant="default" aria-label={nowLabel} onClick={onRefresh} disabled={fetching}>
          <IconRefresh size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
