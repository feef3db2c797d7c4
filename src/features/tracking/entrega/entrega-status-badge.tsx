// A delivery's status as a coloured badge: the colour tells the state at a glance in a long list.
import { Badge, type MantineColor } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { EntregaStatus } from '@/domain/tracking/entrega/entrega-status';

export const STATUS_COLORS: Record<EntregaStatus, MantineColor> = {
  pendente: 'gray',
  emTransito: 'blue',
  entregue: 'green',
  entregueComAtraso: 'orange',
  devolvida: 'grape',
  cancelada: 'red',
};

export function EntregaStatusBadge({
  status,
  size = 'sm',
}: {
  status: EntregaStatus;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant="light"
      tt="none"
      size={size}
      data-status={status}
      // A visible label keeps its full width: a narrow table column must not cut it to "Entreg…".
      styles={{ label: { overflow: 'visible' } }}
    >
      <FormattedMessage id={`entrega.status.${status}`} />
    </Badge>
  );
}
