// The delivery a conversation is about, beside its messages: note number, addressee, city, status
// and dates, so the agent answers without looking it up.
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DeliverySummary } from '@/domain/support/chat-schemas';

export function DeliveryCard({ delivery }: { delivery: DeliverySummary }) {
  const intl = useIntl();
  const date = (value: string | null) => (value ? intl.formatDate(value, { timeZone: 'UTC' }) : '—');
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="chat-delivery-title">
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap">
          <IconTruckDelivery size={18} aria-hidden />
          <Text fw={600} size="sm" id="chat-delivery-title">
            <FormattedMessage
              id="support.chat.delivery.title"
              values={{ numero: delivery.numero ?? delivery.id }}
            />
          </Text>
          <Badge variant="light" size="sm">
            {intl.formatMessage({
              id: `support.chat.deliveryStatus.${delivery.status}`,
              defaultMessage: delivery.status,
            })}
          </Badge>
        </Group>
        <Text size="sm">{delivery.destinatario ?? '—'}</Text>
        <Text size="xs" c="dimmed">
          {[delivery.municipio, delivery.uf].filter(Boolean).join(' / ')}
        </Text>
        <Text size="xs">
          <FormattedMessage
            id="support.chat.delivery.dates"
            values={{ expected: date(delivery.dataPrevista), delivered: date(delivery.dataEntrega) }}
          />
        </Text>
      </Stack>
    </Paper>
  );
}
