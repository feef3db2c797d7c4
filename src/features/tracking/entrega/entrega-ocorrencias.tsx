// A delivery's occurrences from the EDI import, oldest first, as a timeline: the carrier's code and
// what it means, the shipper's own code when the company maps it, the status it brings and the
// carrier's free text. Used by the detail drawer and by /entregaOcorrencia/list/{id}.
import { Alert, Badge, Group, Loader, Stack, Text, Timeline } from '@mantine/core';
import { IconAlertTriangle, IconTimeline } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { formatBusinessDateTime } from '@/domain/format';
import {
  entregaOcorrenciasQueryKey,
  listEntregaOcorrencias,
} from '@/features/tracking/services/entrega-ocorrencia-api';
import { EntregaStatusBadge } from './entrega-status-badge';

const code = (value: number | string) => String(value).padStart(2, '0');

export function EntregaOcorrencias({ entregaId }: { entregaId: number }) {
  const query = useQuery({
    queryKey: entregaOcorrenciasQueryKey(entregaId),
    queryFn: () => listEntregaOcorrencias(entregaId),
  });
  if (query.isPending) return <Loader size="sm" />;
  if (query.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
        <FormattedMessage id="entregaOcorrencia.loadError" />
      </Alert>
    );
  }
  if (query.data.length === 0) {
    return (
      <Alert variant="light" color="gray" icon={<IconTimeline size={18} />}>
        <FormattedMessage id="entrega.detail.occurrences.empty" />
      </Alert>
    );
  }
  return (
    <Timeline active={query.data.length - 1} bulletSize={18} lineWidth={2}>
      {query.data.map((ocorrencia) => (
        <Timeline.Item
          key={ocorrencia.id}
          data-testid="entrega-ocorrencia"
          title={
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={600} dir="auto">
                <bdi>{code(ocorrencia.codigo)}</bdi> · {ocorrencia.descricao}
              </Text>
              <EntregaStatusBadge status={ocorrencia.status} />
            </Group>
          }
        >
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              <bdi>{formatBusinessDateTime(ocorrencia.dataOcorrencia)}</bdi>
              {ocorrencia.codigoEmbarcador && (
                <>
                  {' · '}
                  <FormattedMessage
                    id="entregaOcorrencia.codigoEmbarcador"
                    values={{ codigo: <bdi>{ocorrencia.codigoEmbarcador}</bdi> }}
                  />
                </>
              )}
            </Text>
            {ocorrencia.texto && (
              <Text size="sm" dir="auto">
                {ocorrencia.texto}
              </Text>
            )}
            {ocorrencia.codigoObservacao !== null && (
              <Badge size="xs" variant="outline" color="gray">
                <FormattedMessage
                  id="entregaOcorrencia.observacao"
                  values={{ codigo: <bdi>{code(ocorrencia.codigoObservacao)}</bdi> }}
                />
              </Badge>
            )}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
