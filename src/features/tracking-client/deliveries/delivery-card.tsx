// One delivery in the portal's list: the note, who sent it, where it goes, its status, expected
// date and whether it is on time. The whole card is one link that opens the delivery's detail, so
// a keyboard or a screen reader reaches it as one item named by its note.
import { Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import { formatCnpjCpf } from '@/domain/format';
import type { PortalDelivery } from '@/domain/tracking-client/portal-deliveries';
import { DeliveryDates } from './delivery-dates';
import { NfeLabel } from './nfe-label';
import { PortalStatusBadge, TimingBadge } from './status-badges';

export function DeliveryCard({ entrega, href }: { entrega: PortalDelivery; href: string }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component={Link}
      to={href}
      data-testid="portal-delivery"
      data-entrega-id={entrega.id}
      style={{ textDecoration: 'none' }}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700} size="md">
            <NfeLabel entrega={entrega} />
          </Text>
          <Group gap={6} wrap="wrap">
            <PortalStatusBadge status={entrega.status} />
            <TimingBadge prazo={entrega.prazo} />
          </Group>
        </Group>
        {entrega.emitenteNome && (
          <Text size="sm" c="dimmed" dir="auto" lineClamp={1}>
            <FormattedMessage
              id="trackingClient.delivery.from"
              values={{ name: <bdi>{entrega.emitenteNome}</bdi> }}
            />
          </Text>
        )}
        <Text size="sm" dir="auto" lineClamp={2}>
          <bdi>{entrega.destinatarioNome ?? ''}</bdi>
          {entrega.destinatarioCnpjCpf && (
            <>
              {' · '}
              <bdi>{formatCnpjCpf(entrega.destinatarioCnpjCpf)}</bdi>
            </>
          )}
        </Text>
        {entrega.destinatarioMunicipio && (
          <Text size="sm" c="dimmed">
            <bdi>
              {entrega.destinatarioMunicipio}
              {entrega.destinatarioUf ? `/${entrega.destinatarioUf}` : ''}
            </bdi>
          </Text>
        )}
        <DeliveryDates entrega={entrega} />
      </Stack>
    </Card>
  );
}
