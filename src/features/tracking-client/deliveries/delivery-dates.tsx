// The dates a client looks for on a delivery: when it is expected and, once delivered, when it
// arrived. Dates are bidi-isolated so a Latin date reads whole inside Arabic text.
import { Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { formatBusinessDateTime, formatCalendarDay } from '@/domain/format';
import type { PortalDelivery } from '@/domain/tracking-client/portal-deliveries';

export function DeliveryDates({ entrega }: { entrega: PortalDelivery }) {
  return (
    <>
      <Text size="sm">
        <FormattedMessage
          id="trackingClient.delivery.expected"
          values={{
            date: entrega.dataPrevista ? (
              <bdi>{formatCalendarDay(entrega.dataPrevista)}</bdi>
            ) : (
              <FormattedMessage id="trackingClient.delivery.noExpectedDate" />
            ),
          }}
        />
      </Text>
      {entrega.dataEntrega && (
        <Text size="sm">
          <FormattedMessage
            id="trackingClient.delivery.deliveredAt"
            values={{ date: <bdi>{formatBusinessDateTime(entrega.dataEntrega).slice(0, 16)}</bdi> }}
          />
        </Text>
      )}
    </>
  );
}
