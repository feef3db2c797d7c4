// The delivery list's own cells: NF-e number with its series, recipient with its document,
// destination city with its UF, the deadline (red once missed) and the coloured status.
import { Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { ComponentType } from 'react';
import { ENTREGA_STATUSES, type EntregaStatus } from '@/domain/tracking/entrega/entrega-status';
import { isOverdue } from '@/domain/tracking/entrega/overdue';
import { formatCalendarDay, formatCnpjCpf } from '@/domain/format';
import type { ResourceRow } from '@/services/resource-client';
import { EntregaStatusBadge } from './entrega-status-badge';

type Cell = ComponentType<{ row: ResourceRow }>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const statusOf = (row: ResourceRow): EntregaStatus | undefined =>
  (ENTREGA_STATUSES as readonly unknown[]).includes(row.status) ? (row.status as EntregaStatus) : undefined;

const NumeroCell: Cell = ({ row }) => (
  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
    {text(row.numero)}
    {text(row.serie) && (
      <Text span size="sm" c="dimmed" fw={400}>
        {' / '}
        {text(row.serie)}
      </Text>
    )}
  </Text>
);

// Names and cities are written in Portuguese whatever the interface language: dir="auto" keeps
// "S.A." and "Ltda" in their place inside the Arabic layout.
const DestinatarioCell: Cell = ({ row }) => (
  <Stack gap={0} maw={200}>
    <Text size="sm" truncate="end" title={text(row.destinatarioNome)} dir="auto">
      {text(row.destinatarioNome)}
    </Text>
    {text(row.destinatarioCnpjCpf) && (
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatCnpjCpf(text(row.destinatarioCnpjCpf))}
      </Text>
    )}
  </Stack>
);

const DestinoCell: Cell = ({ row }) => (
  <Text size="sm" maw={170} dir="auto">
    {text(row.destinatarioMunicipio)}
    {text(row.destinatarioUf) && (
      // Non-breaking spaces: a long city name may wrap, "/ UF" stays with its last word.
      <Text span size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {text(row.destinatarioMunicipio) ? '\u00a0/\u00a0' : ''}
        {text(row.destinatarioUf)}
      </Text>
    )}
  </Text>
);

const PrevisaoCell: Cell = ({ row }) => {
  const intl = useIntl();
  const status = statusOf(row);
  const day = text(row.dataPrevista);
  if (!day) return null;
  if (!status || !isOverdue({ status, dataPrevista: day })) {
    return <span style={{ whiteSpace: 'nowrap' }}>{formatCalendarDay(day)}</span>;
  }
  const label = intl.formatMessage({ id: 'entrega.overdue' });
  return (
    <Tooltip label={label}>
      <Group gap={2} wrap="nowrap" c="red" aria-label={`${formatCalendarDay(day)} (${label})`}>
        <IconAlertTriangle size={13} />
        <Text size="sm" c="red" fw={600}>
          {formatCalendarDay(day)}
        </Text>
      </Group>
    </Tooltip>
  );
};

const StatusCell: Cell = ({ row }) => {
  const status = statusOf(row);
  return status ? <EntregaStatusBadge status={status} /> : null;
};

export const ENTREGA_CELLS: Readonly<Record<string, Cell>> = {
  numero: NumeroCell,
  destinatarioNome: DestinatarioCell,
  destinatarioMunicipio: DestinoCell,
  dataPrevista: PrevisaoCell,
  status: StatusCell,
};
