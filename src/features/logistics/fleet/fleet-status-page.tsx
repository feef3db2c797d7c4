// /shlog/fleet/status/list: every vehicle of the company with its state, derived from the open
// load carrying its plate; the count of each state is its filter; a search by plate; read again
// every ten seconds.
import { useState } from 'react';
import { Badge, Chip, Group } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { formatBusinessDateTime } from '@/domain/format/business-time';
import { VEHICLE_STATES, type FleetVehicle, type VehicleState } from '@/domain/logistics/logistics';
import { formatPlate } from '@/domain/shipping-company/vehicle-plate';
import type { DataTableColumn } from '@/ui/data-table';
import { RefreshedListPage, useRefreshedList } from '../refreshed-list';
import { fetchFleet, logisticsKeys } from '../services/logistics-api';
import { VehicleStateBadge } from '../status-badges';

export function FleetStatusPage() {
  const intl = useIntl();
  // The monitoring panel links here with ?state=disponivel.
  const [params] = useSearchParams();
  const [state, setState] = useState<VehicleState | ''>(() => {
    const asked = params.get('state');
    return (VEHICLE_STATES as readonly string[]).includes(asked ?? '') ? (asked as VehicleState) : '';
  });
  const list = useRefreshedList({
    filters: { state: state || undefined },
    keyOf: logisticsKeys.fleet,
    read: fetchFleet,
  });
  const data = list.result.data;
  const all = data ? Object.values(data.counts).reduce((a, b) => a + (b ?? 0), 0) : 0;

  const columns: DataTableColumn<FleetVehicle>[] = [
    {
      key: 'placa',
      header: intl.formatMessage({ id: 'logistics.fleet.plate' }),
      render: (v) => formatPlate(v.placa),
    },
    {
      key: 'tipo',
      header: intl.formatMessage({ id: 'logistics.fleet.type' }),
      render: (v) => (
        <Group gap={4}>
          <span>{v.tipo ?? '—'}</span>
          {v.reboque && (
            <Badge size="xs" variant="light" color="gray" autoContrast tt="none">
              <FormattedMessage id="logistics.fleet.trailer" />
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'state',
      header: intl.formatMessage({ id: 'logistics.fleet.state' }),
      render: (v) => <VehicleStateBadge state={v.state} />,
    },
    {
      key: 'cargaNumero',
      header: intl.formatMessage({ id: 'logistics.fleet.load' }),
      render: (v) => v.cargaNumero ?? '—',
    },
    {
      key: 'destino',
      header: intl.formatMessage({ id: 'logistics.fleet.destination' }),
      render: (v) => v.destino ?? '—',
    },
    {
      key: 'motoristaNome',
      header: intl.formatMessage({ id: 'logistics.fleet.driver' }),
      render: (v) => v.motoristaNome ?? '—',
    },
    {
      key: 'desde',
      header: intl.formatMessage({ id: 'logistics.fleet.since' }),
      render: (v) => (v.desde ? formatBusinessDateTime(v.desde) : '—'),
    },
  ];

  const chip = (value: VehicleState | '', label: string, count: number) => (
    <Chip key={value || 'all'} value={value} variant="outline" data-testid={`state-${value || 'all'}`}>
      {label} ({count})
    </Chip>
  );

  return (
    <RefreshedListPage
      titleId="logistics.fleet.title"
      list={list}
      columns={columns}
      rowKey={(v) => v.id}
      filters={
        <div role="radiogroup" aria-label={intl.formatMessage({ id: 'logistics.fleet.stateFilter' })}>
          <Chip.Group
            multiple={false}
            value={state}
            onChange={(v) => {
              setState(v as VehicleState | '');
              list.firstPage();
            }}
          >
            <Group gap="xs">
              {chip('', intl.formatMessage({ id: 'logistics.all' }), all)}
              {VEHICLE_STATES.map((s) =>
                chip(s, intl.formatMessage({ id: `logistics.vehicleState.${s}` }), data?.counts[s] ?? 0),
              )}
            </Group>
          </Chip.Group>
        </div>
      }
    />
  );
}
