// "NF-e 4123 · série 1": how a client names a delivery, by the note it received.
import { FormattedMessage } from 'react-intl';
import type { PortalDelivery } from '@/domain/tracking-client/portal-deliveries';

export function NfeLabel({ entrega }: { entrega: Pick<PortalDelivery, 'numero' | 'serie'> }) {
  return (
    <FormattedMessage
      id="trackingClient.delivery.nfe"
      values={{ numero: <bdi>{entrega.numero ?? '—'}</bdi>, serie: <bdi>{entrega.serie ?? '—'}</bdi> }}
    />
  );
}
