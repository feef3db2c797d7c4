// /shlog/tripStatus: the company's trips (its loads) with status, departure, expected arrival and
// whether each is on time; filtered by status, late only and a search by number, plate or driver;
// read again every ten seconds.
import { useState } from 'react';
import { Badge, Checkbox, Group, Select, Text, useDirection } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { formatBusinessDateTime, formatCalendarDay } from '@/domain/format/business-time';
import type { Trip } from '@/domain/logistics/logistics';
import { formatPlate } from '@/domain/shipping-company/vehicle-plate';
import { CARGO_STATUSES, type CargoStatus } from '@/machines/cargo-status-machine';
import type { DataTableColumn } from '@/ui/data-table';
import { RefreshedListPage, useRefreshedList } from '../refreshed-list';
import { fetchTrips, logisticsKeys } from '../services/logistics-api';
import { CargoStatusBadge, WHOLE_BADGE } from '../status-badges';

function RouteCell({ trip }: { trip: Trip }) {
  const rtl = useDirection().dir === 'rtl';
  return (
    <Group gap={4} wrap="nowrap">
      <span>
        {trip.origemCidade}/{trip.origemUf}
      </span>
      <IconArrowRight size={14} aria-hidden style={rtl ? { transform: 'scaleX(-1)' } : undefined} />
      <span>
        {trip.destinoCidade}/{trip.destinoUf}
      </span>
    </Group>
  );
}

export function DeadlineBadge({ trip }: { trip: Trip }) {
  if (!trip.entregaPrevista) return <Text c="dimmed">—</Text>;
  return trip.atrasada ? (
    <Badge color="red.9" variant="filled" tt="none" styles={WHOLE_BADGE}>
      <FormattedMessage id="logistics.trips.late" />
    </Badge>
  ) : (
    <Badge color="green" variant="light" autoContrast tt="none" styles={WHOLE_BADGE}>
      <FormattedMessage id="logistics.trips.onTime" />
    </Badge>
  );
}

export function TripStatusPage() {
  const intl = useIntl();
  // The monitoring panel links here with ?late=true or ?status=emTransito.
  const [params] = useSearchParams();
  const [status, setStatus] = useState<CargoStatus | null>(() => {
    const asked = params.get('status');
    return (CARGO_STATUSES as readonly string[]).includes(asked ?? '') ? (asked as CargoStatus) : null;
  });
  const [late, setLate] = useState(() => params.get('late') === 'true');
  const list = useRefreshedList({
    filters: { status: status ?? undefined, late: late ? ('true' as const) : undefined },
    keyOf: logisticsKeys.trips,
    read: fetchTrips,
  });
  const data = list.result.data;
  const total = data ? Object.values(data.counts).reduce((a, b) => a + (b ?? 0), 0) : 0;

  const columns: DataTableColumn<Trip>[] = [
    { key: 'numero', header: intl.formatMessage({ id: 'logistics.trips.numero' }), nowrap: true },
    {
      key: 'route',
      header: intl.formatMessage({ id: 'logistics.trips.route' }),
      render: (t) => <RouteCell trip={t} />,
      wide: true,
    },
    { key: 'motoristaNome', header: intl.formatMessage({ id: 'logistics.trips.driver' }) },
    {
      key: 'placa',
      header: intl.formatMessage({ id: 'logistics.trips.plate' }),
      render: (t) => formatPlate(t.placa),
      nowrap: true,
    },
    {
      key: 'status',
      header: intl.formatMessage({ id: 'logistics.trips.status' }),
      render: (t) => <CargoStatusBadge status={t.status} />,
    },
    {
      key: 'saida',
      header: intl.formatMessage({ id: 'logistics.trips.departure' }),
      render: (t) =>
        t.saida ? (
          formatBusinessDateTime(t.saida)
        ) : t.coletaPrevista ? (
          <FormattedMessage
            id="logistics.trips.plannedDeparture"
            values={{ day: formatCalendarDay(t.coletaPrevista) }}
          />
        ) : (
          '—'
        ),
    },
    {
      key: 'entregaPrevista',
      header: intl.formatMessage({ id: 'logistics.trips.arrival' }),
      nowrap: true,
      render: (t) => (t.entregaPrevista ? formatCalendarDay(t.entregaPrevista) : '—'),
    },
    {
      key: 'atrasada',
      header: intl.formatMessage({ id: 'logistics.trips.deadline' }),
      render: (t) => <DeadlineBadge trip={t} />,
    },
  ];

  const statusOptions = [
    {
      value: '',
      label: intl.formatMessage(
        { id: 'logistics.trips.statusCount' },
        {
          label: intl.formatMessage({ id: 'logistics.all' }),
          count: total,
        },
      ),
    },
    ...CARGO_STATUSES.map((s) => ({
      value: s,
      label: intl.formatMessage(
        { id: 'logistics.trips.statusCount' },
        {
          label: intl.formatMessage({ id: `logistics.cargoStatus.${s}` }),
          count: data?.counts[s] ?? 0,
        },
      ),
    })),
  ];

  return (
    <RefreshedListPage
      titleId="logistics.trips.title"
      list={list}
      columns={columns}
      rowKey={(t) => t.id}
      filters={
        <Group gap="md" align="end">
          <Select
            label={intl.formatMessage({ id: 'logistics.trips.statusFilter' })}
            data={statusOptions}
            value={status ?? ''}
            allowDeselect={false}
            onChange={(v) => {
              setStatus(v ? (v as CargoStatus) : null);
              list.firstPage();
            }}
            w={{ base: '100%', sm: 300 }}
          />
          <Checkbox
            label={intl.formatMessage({ id: 'logistics.trips.lateOnly' }, { count: data?.lateCount ?? 0 })}
            checked={late}
            onChange={(e) => {
              setLate(e.currentTarget.checked);
              list.firstPage();
            }}
            mb={8}
          />
        </Group>
      }
    />
  );
}
