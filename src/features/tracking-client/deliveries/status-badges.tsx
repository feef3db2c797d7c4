// A delivery's status and whether it is on time, as coloured badges: the colour tells the state at
// a glance in a long list, the text says it (colour is never the only sign).
import { Badge, type MantineColor } from '@mantine/core';
import { IconAlertTriangle, IconClockCheck } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import type { EntregaPrazo, EntregaStatus } from '@/domain/tracking/entrega/entrega-status';

const STATUS_COLORS: Record<EntregaStatus, MantineColor> = {
  pendente: 'gray',
  emTransito: 'blue',
  entregue: 'green',
  entregueComAtraso: 'orange',
  devolvida: 'grape',
  cancelada: 'red',
};

// A visible label keeps its full width: a narrow card must not cut it to "Entreg…".
const wholeLabel = { label: { overflow: 'visible' } } as const;

export function PortalStatusBadge({ status }: { status: EntregaStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" tt="none" data-status={status} styles={wholeLabel}>
      <FormattedMessage id={`trackingClient.status.${status}`} />
    </Badge>
  );
}

export function TimingBadge({ prazo }: { prazo: EntregaPrazo | null }) {
  if (prazo === null) return null;
  const late = prazo === 'atrasada';
  return (
    <Badge
      color={late ? 'red' : 'teal'}
      variant="outline"
      tt="none"
      data-prazo={prazo}
      styles={wholeLabel}
      leftSection={
        late ? <IconAlertTriangle size={12} aria-hidden /> : <IconClockCheck size={12} aria-hidden />
      }
    >
      <FormattedMessage id={`trackingClient.prazo.${prazo}`} />
    </Badge>
  );
}
