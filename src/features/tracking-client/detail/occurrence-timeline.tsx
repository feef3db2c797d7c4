// The carrier's occurrences on the delivery, oldest first, as a timeline: what happened (the
// code's meaning), when, the status it brought and the carrier's own words.
import { Alert, Group, Stack, Text, Timeline } from '@mantine/core';
import { IconTimeline } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { formatBusinessDateTime } from '@/domain/format';
import type { PortalOccurrence } from '@/domain/tracking-client/portal-deliveries';
import { PortalStatusBadge } from '../deliveries/status-badges';

export function OccurrenceTimeline({ ocorrencias }: { ocorrencias: PortalOccurrence[] }) {
  if (ocorrencias.length === 0)
    return (
      <Alert variant="light" color="gray" icon={<IconTimeline size={18} />}>
        <FormattedMessage id="trackingClient.detail.occurrences.empty" />
      </Alert>
    );
  return (
    <Timeline active={ocorrencias.length - 1} bulletSize={16} lineWidth={2}>
      {ocorrencias.map((ocorrencia) => (
        <Timeline.Item
          key={ocorrencia.id}
          data-testid="portal-occurrence"
          title={
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={600} dir="auto">
                {ocorrencia.descricao}
              </Text>
              <PortalStatusBadge status={ocorrencia.status} />
            </Group>
          }
        >
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              <bdi>{formatBusinessDateTime(ocorrencia.dataOcorrencia)}</bdi>
            </Text>
            {ocorrencia.texto && (
              <Text size="sm" dir="auto">
                {ocorrencia.texto}
              </Text>
            )}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
