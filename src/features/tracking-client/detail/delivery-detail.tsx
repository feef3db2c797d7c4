// The body of a delivery's detail: the note and its dates, a way to ask support about it, the
// carrier's occurrences, the status changes and the proofs of delivery.
import { useId, type ReactNode } from 'react';
import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatAccessKey, formatBusinessDate, formatCnpjCpf } from '@/domain/format';
import type { PortalDeliveryDetail } from '@/domain/tracking-client/portal-deliveries';
import { DeliveryDates } from '../deliveries/delivery-dates';
import { NfeLabel } from '../deliveries/nfe-label';
import { PortalStatusBadge, TimingBadge } from '../deliveries/status-badges';
import { OccurrenceTimeline } from './occurrence-timeline';
import { ProofFiles } from './proof-files';
import { StatusChanges } from './status-changes';

/** The support chat about one delivery (built by the support module at this route). */
export const supportChatHref = (entregaId: number) => `/support/chat?entregaId=${entregaId}`;

/** A part of the detail, named by its heading for screen readers' region lists. */
function Section({ titleId, children }: { titleId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} fz="md" id={headingId}>
        <FormattedMessage id={titleId} />
      </Title>
      {children}
    </Stack>
  );
}

export function DeliveryDetail({ detail }: { detail: PortalDeliveryDetail }) {
  const { entrega } = detail;
  return (
    <Stack gap="lg" data-testid="portal-detail">
      <Stack gap={6}>
        <Title order={2} fz="lg">
          <NfeLabel entrega={entrega} />
        </Title>
        <Group gap={6} wrap="wrap">
          <PortalStatusBadge status={entrega.status} />
          <TimingBadge prazo={entrega.prazo} />
        </Group>
        <DeliveryDates entrega={entrega} />
        {entrega.dataEmissao && (
          <Text size="sm">
            <FormattedMessage
              id="trackingClient.delivery.issued"
              values={{ date: <bdi>{formatBusinessDate(entrega.dataEmissao)}</bdi> }}
            />
          </Text>
        )}
        {entrega.emitenteNome && (
          <Text size="sm" dir="auto">
            <FormattedMessage
              id="trackingClient.delivery.from"
              values={{ name: <bdi>{entrega.emitenteNome}</bdi> }}
            />
          </Text>
        )}
        <Text size="sm" dir="auto">
          <FormattedMessage
            id="trackingClient.delivery.to"
            values={{
              name: <bdi>{entrega.destinatarioNome ?? ''}</bdi>,
              document: (
                <bdi>{entrega.destinatarioCnpjCpf ? formatCnpjCpf(entrega.destinatarioCnpjCpf) : ''}</bdi>
              ),
              city: (
                <bdi>
                  {entrega.destinatarioMunicipio ?? ''}
                  {entrega.destinatarioUf ? `/${entrega.destinatarioUf}` : ''}
                </bdi>
              ),
            }}
          />
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          <FormattedMessage
            id="trackingClient.delivery.key"
            values={{ key: <bdi dir="ltr">{formatAccessKey(entrega.chaveAcesso)}</bdi> }}
          />
        </Text>
        <Group>
          <Button
            component={Link}
            to={supportChatHref(entrega.id)}
            variant="light"
            leftSection={<IconMessageCircle size={18} aria-hidden />}
          >
            <FormattedMessage id="trackingClient.detail.support" />
          </Button>
        </Group>
      </Stack>
      <Divider />
      <Section titleId="trackingClient.detail.occurrences">
        <OccurrenceTimeline ocorrencias={detail.ocorrencias} />
      </Section>
      <Section titleId="trackingClient.detail.statusHistory">
        <StatusChanges historico={detail.historico} />
      </Section>
      <Section titleId="trackingClient.detail.proofs">
        <ProofFiles comprovantes={detail.comprovantes} />
      </Section>
    </Stack>
  );
}
