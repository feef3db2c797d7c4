// The delivery list's own cells: NF-e number with its series, the CT-e, shipper and carrier,
// recipient with its document, destination city with its UF, the deadline (red once missed), the
// days late, the last occurrence and the coloured status. In the compact table every cell keeps
// to one line.
import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import type { ComponentType } from 'react';
import { ENTREGA_STATUSES, type EntregaStatus } from '@/domain/tracking/entrega/entrega-status';
import { isOverdue } from '@/domain/tracking/entrega/overdue';
import { formatBusinessDateTime, formatCalendarDay, formatCnpjCpf } from '@/domain/format';
import type { ResourceRow } from '@/services/resource-client';
import { useTableDensity } from '@/ui/data-table';
import { EntregaStatusBadge } from './entrega-status-badge';

type Cell = ComponentType<{ row: ResourceRow }>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const statusOf = (row: ResourceRow): EntregaStatus | undefined =>
  (ENTREGA_STATUSES as readonly unknown[]).includes(row.status) ? (row.status as EntregaStatus) : undefined;

const NumeroCell: Cell = ({ row }) => (
  <Text size={useTableDensity() === 'compact' ? 'xs' : 'sm'} fw={600} style={{ whiteSpace: 'nowrap' }}>
    {text(row.numero)}
    {text(row.serie) && (
      <Text span inherit c="dimmed" fw={400}>
        {' / '}
        {text(row.serie)}
      </Text>
    )}
  </Text>
);

// Names and cities are written in Portuguese whatever the interface language: dir="auto" keeps
// "S.A." and "Ltda" in their place inside the Arabic layout.
const DestinatarioCell: Cell = ({ row }) => {
  const compact = useTableDensity() === 'compact';
  const document = text(row.destinatarioCnpjCpf) && formatCnpjCpf(text(row.destinatarioCnpjCpf));
  if (compact) {
    return (
      <Text
        size="xs"
        truncate="end"
        maw={200}
        title={[text(row.destinatarioNome), document].join(' · ')}
        dir="auto"
      >
        {text(row.destinatarioNome)}
      </Text>
    );
  }
  return (
    <Stack gap={0} maw={200}>
      <Text size="sm" truncate="end" title={text(row.destinatarioNome)} dir="auto">
        {text(row.destinatarioNome)}
      </Text>
      {document && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {document}
        </Text>
      )}
    </Stack>
  );
};

/** A company's name, cut to the column with the whole of it as a tooltip. */
const nameCell =
  (field: 'emitenteNome' | 'transportadorNome'): Cell =>
  ({ row }) => {
    const compact = useTableDensity() === 'compact';
    return (
      <Text size={compact ? 'xs' : 'sm'} truncate="end" maw={160} title={text(row[field])} dir="auto">
        {text(row[field])}
      </Text>
    );
  };

const CteCell: Cell = ({ row }) =>
  text(row.cteNumero) ? (
    <Text span inherit style={{ whiteSpace: 'nowrap' }}>
      {text(row.cteNumero)}
      {text(row.cteSerie) && (
        <Text span inherit c="dimmed">
          {' / '}
          {text(row.cteSerie)}
        </Text>
      )}
    </Text>
  ) : null;

const DiasAtrasoCell: Cell = ({ row }) => {
  const intl = useIntl();
  const days = typeof row.diasAtraso === 'number' ? row.diasAtraso : undefined;
  if (days === undefined) return null;
  return (
    <Badge color="red" variant="light" size="sm" style={{ whiteSpace: 'nowrap' }}>
      {intl.formatMessage({ id: 'entrega.list.daysLate' }, { days })}
    </Badge>
  );
};

/** The last occurrence: its code and text, and when it happened (beside it when compact). */
const UltimaOcorrenciaCell: Cell = ({ row }) => {
  const compact = useTableDensity() === 'compact';
  const code = text(row.ultimaOcorrenciaCodigo);
  if (!code) return null;
  const description = text(row.ultimaOcorrenciaDescricao);
  const when = text(row.ultimaOcorrenciaData) && formatBusinessDateTime(text(row.ultimaOcorrenciaData));
  const title = `${code} · ${description} · ${when}`;
  if (compact) {
    return (
      <Text size="xs" truncate="end" maw={260} title={title}>
        <Text span inherit fw={600}>
          {code}
        </Text>{' '}
        {description}{' '}
        <Text span inherit c="dimmed">
          {when}
        </Text>
      </Text>
    );
  }
  return (
    <Stack gap={0} maw={240}>
      <Text size="sm" truncate="end" title={title}>
        <Text span inherit fw={600}>
          {code}
        </Text>{' '}
        {description}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {when}
      </Text>
    </Stack>
  );
};

const DestinoCell: Cell = ({ row }) => {
  const compact = useTableDensity() === 'compact';
  const city = text(row.destinatarioMunicipio);
  const uf = text(row.destinatarioUf);
  return (
    <Text
      size={compact ? 'xs' : 'sm'}
      maw={170}
      dir="auto"
      truncate={compact ? 'end' : undefined}
      title={compact ? [city, uf].filter(Boolean).join(' / ') : undefined}
    >
      {city}
      {uf && (
        // Non-breaking spaces: a long city name may wrap, "/ UF" stays with its last word.
        <Text span inherit c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {city ? '\u00a0/\u00a0' : ''}
          {uf}
        </Text>
      )}
    </Text>
  );
};

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
        <Text inherit c="red" fw={600}>
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
  cteNumero: CteCell,
  emitenteNome: nameCell('emitenteNome'),
  transportadorNome: nameCell('transportadorNome'),
  diasAtraso: DiasAtrasoCell,
  ultimaOcorrenciaDescricao: UltimaOcorrenciaCell,
};
