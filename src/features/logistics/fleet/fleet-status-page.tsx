// /shlog/fleet/status/list: every vehicle of the company with its state, derived from the open
// load carrying its plate; the count of each state is its filter; a search by plate; read again
// every ten seconds.
import { useState } from 'react';
import { Badge, Chip, Group, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '@/domain/constants';
import { formatBusinessDateTime } from '@/domain/format/business-time';
import { VEHICLE_STATES, type FleetVehicle, type VehicleState } from '@/domain/logistics/logistics';
import { formatPlate } from '@/domain/shipping-company/vehicle-plate';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { PageTitle } from '@/ui/page-title';
import { RefreshBar, useAutoRefresh } from '../auto-refresh';
import { LogisticsError } from '../logistics-error';
import { fetchFleet, logisticsKeys } from '../services/logistics-api';
import { VehicleStateBadge } from '../status-badges';

export function FleetStatusPage() {
  const intl = useIntl();
  const refresh = useAutoRefresh();
  // The monitoring panel links here with ?state=disponivel.
  const [params] = useSearchParams();
  const [state, setState] = useState<VehicleState | ''>(() => {
    const asked = params.get('state');
    return (VEHICLE_STATES as readonly string[]).includes(asked ?? '') ? (asked as VehicleState) : '';
  });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const query = { state: state || undefined, search: debounced || undefined, page, pageSize };
  const fleet = useQuery({
    queryKey: logisticsKeys.fleet(query),
    queryFn: () => fetchFleet(query),
    refetchInterval: refresh.interval,
    placeholderData: keepPreviousData,
  });
  const data = fleet.data;
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
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <PageTitle>
          <FormattedMessage id="logistics.fleet.title" />
        </PageTitle>
        <RefreshBar
          refresh={refresh}
          updatedAt={fleet.dataUpdatedAt}
          fetching={fleet.isFetching}
          onRefresh={() => void fleet.refetch()}
        />
      </Group>
      <div role="radiogroup" aria-label={intl.formatMessage({ id: 'logistics.fleet.stateFilter' })}>
        <Chip.Group
          multiple={false}
          value={state}
          onChange={(v) => {
            setState(v as VehicleState | '');
            setPage(1);
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
      {fleet.isError && !data ? (
        <LogisticsError error={fleet.error} onRetry={() => void fleet.refetch()} />
      ) : (
        <DataTable
          columns={columns}
          rows={data?.rows ?? []}
          rowKey={(v) => v.id}
          total={data?.total ?? 0}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          search={search}
          onSearchChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          loading={fleet.isPending}
          phoneCards
          horizontalSpacing="xs"
        />
      )}
      {fleet.isError && data && <LogisticsError error={fleet.error} onRetry={() => void fleet.refetch()} />}
    </Stack>
  );
}
