// A delivery's status history, newest first: from and to, when, who (or the system, for an import
// without a user) and the reason given.
import { Alert, Group, Text, Timeline } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { ENTREGA_STATUSES, type EntregaStatus } from '@/domain/tracking/entrega/entrega-status';
import { formatBusinessDateTime } from '@/domain/format';
import type { MachineHistoryEntry } from '@/domain/machines/machine-change';
import { EntregaStatusBadge } from './entrega-status-badge';

const isStatus = (value: string): value is EntregaStatus =>
  (ENTREGA_STATUSES as readonly string[]).includes(value);
const Status = ({ value }: { value: string }) =>
  isStatus(value) ? <EntregaStatusBadge status={value} /> : <Text span>{value}</Text>;

export function EntregaStatusHistory({ historico }: { historico: MachineHistoryEntry[] }) {
  if (historico.length === 0)
    return (
      <Alert
        variant="light"
        color="gray"
        icon={<IconHistory size={18} />}
        data-testid="entrega-status-history-empty"
      >
        <FormattedMessage id="entregaStatus.history.empty" />
      </Alert>
    );
  return (
    <Timeline bulletSize={14} lineWidth={2}>
      {historico.map((entry) => (
        <Timeline.Item
          key={entry.id}
          data-testid="entrega-status-history-row"
          title={
            <Group gap={6} wrap="wrap">
              <FormattedMessage
                id="entregaStatus.history.change"
                values={{ de: <Status value={entry.de} />, para: <Status value={entry.para} /> }}
              />
            </Group>
          }
        >
          <Text size="xs" c="dimmed">
            <bdi>{formatBusinessDateTime(entry.createdAt)}</bdi>
            {' · '}
            {entry.usuario ? (
              <FormattedMessage
                id="entregaStatus.history.by"
                values={{ usuario: <bdi>{entry.usuario}</bdi> }}
              />
            ) : (
              <FormattedMessage id="entregaStatus.history.bySystem" />
            )}
          </Text>
          {entry.motivo && (
            <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
              <FormattedMessage
                id="entregaStatus.history.reason"
                values={{ motivo: <bdi>{entry.motivo}</bdi> }}
              />
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
