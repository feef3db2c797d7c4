// When the delivery's status changed, from what to what, oldest first.
import { Alert, Group, List, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { formatBusinessDateTime } from '@/domain/format';
import type { PortalStatusChange } from '@/domain/tracking-client/portal-deliveries';
import { PortalStatusBadge } from '../deliveries/status-badges';

export function StatusChanges({ historico }: { historico: PortalStatusChange[] }) {
  if (historico.length === 0)
    return (
      <Alert variant="light" color="gray" icon={<IconHistory size={18} />}>
        <FormattedMessage id="trackingClient.detail.statusHistory.empty" />
      </Alert>
    );
  return (
    <List spacing="xs" listStyleType="none" ps={0}>
      {historico.map((change) => (
        <List.Item key={change.id} data-testid="portal-status-change">
          <Group gap={6} wrap="wrap">
            <Text size="xs" c="dimmed">
              <bdi>{formatBusinessDateTime(change.createdAt)}</bdi>
            </Text>
            <FormattedMessage
              id="trackingClient.detail.statusChange"
              values={{
                from: <PortalStatusBadge status={change.de} />,
                to: <PortalStatusBadge status={change.para} />,
              }}
            />
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
