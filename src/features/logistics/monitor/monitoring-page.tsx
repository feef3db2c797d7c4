// /shlog/monitoramentoLogistico: the company's logistics at a glance, read again every ten
// seconds: the figures (open, late, in transit, waiting loads; active and idle vehicles), each
// opening the list it counts, and short lists of the late loads, the loads in transit, the loads
// waiting longest and the idle vehicles.
import type { ReactNode } from 'react';
import { Anchor, Group, List, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatBusinessDateTime, formatCalendarDay } from '@/domain/format/business-time';
import type { Monitor, MonitorLoad } from '@/domain/logistics/logistics';
import { formatPlate } from '@/domain/shipping-company/vehicle-plate';
import { PageTitle } from '@/ui/page-title';
import { RefreshBar, useAutoRefresh } from '../auto-refresh';
import { LogisticsError } from '../logistics-error';
import { LOGISTICS_PATHS } from '../logistics-paths';
import { fetchMonitor, logisticsKeys } from '../services/logistics-api';

type Figure = keyof Monitor['figures'];

const FIGURES: { key: Figure; href: string; color?: string }[] = [
  { key: 'abertas', href: LOGISTICS_PATHS.tripStatus },
  { key: 'atrasadas', href: `${LOGISTICS_PATHS.tripStatus}?late=true`, color: 'red' },
  { key: 'emTransito', href: `${LOGISTICS_PATHS.tripStatus}?status=emTransito`, color: 'blue' },
  { key: 'aguardando', href: `${LOGISTICS_PATHS.tripStatus}?status=aguardandoCarregamento` },
  { key: 'veiculos', href: LOGISTICS_PATHS.fleet },
  { key: 'veiculosParados', href: `${LOGISTICS_PATHS.fleet}?state=disponivel`, color: 'teal' },
];

function FigureCard({ figure, count }: { figure: (typeof FIGURES)[number]; count: number }) {
  const intl = useIntl();
  return (
    <UnstyledButton
      component={Link}
      to={figure.href}
      data-testid={`figure-${figure.key}`}
      style={{ display: 'block' }}
    >
      <Paper withBorder p="md" radius="md" h="100%">
        <Text size="sm" c="dimmed">
          <FormattedMessage id={`logistics.monitor.${figure.key}`} />
        </Text>
        <Text fz={28} fw={700} c={figure.color} data-count={count}>
          {intl.formatNumber(count)}
        </Text>
      </Paper>
    </UnstyledButton>
  );
}

function ShortList({
  titleId,
  href,
  testId,
  children,
  empty,
  seeAllId = 'logistics.monitor.seeAll',
}: {
  /** 'Ver todas' (loads) or 'Ver todos' (vehicles): Portuguese agrees with the noun. */
  seeAllId?: string;
  titleId: string;
  href: string;
  testId: string;
  children: ReactNode[];
  empty: boolean;
}) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Group justify="space-between" mb="xs">
        <Title order={3} fz="md">
          <FormattedMessage id={titleId} />
        </Title>
        <Anchor component={Link} to={href} size="sm">
          <FormattedMessage id={seeAllId} />
        </Anchor>
      </Group>
      {empty ? (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="logistics.monitor.none" />
        </Text>
      ) : (
        <List spacing={6} size="sm" listStyleType="none">
          {children}
        </List>
      )}
    </Paper>
  );
}

function LoadLine({ load, detail }: { load: MonitorLoad; detail: ReactNode }) {
  return (
    <List.Item>
      <Text size="sm" fw={600} span>
        {load.numero}
      </Text>{' '}
      <Text size="sm" span>
        · {load.destino} · {formatPlate(load.placa)}
      </Text>
      <Text size="xs" c="dimmed">
        {load.motoristaNome} · {detail}
      </Text>
    </List.Item>
  );
}

const dueLine = (load: MonitorLoad) =>
  load.entregaPrevista ? (
    <FormattedMessage id="logistics.monitor.due" values={{ day: formatCalendarDay(load.entregaPrevista) }} />
  ) : (
    '—'
  );

export function MonitoringPage() {
  const refresh = useAutoRefresh();
  const monitor = useQuery({
    queryKey: logisticsKeys.monitor,
    queryFn: fetchMonitor,
    refetchInterval: refresh.interval,
  });
  const data = monitor.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <PageTitle>
          <FormattedMessage id="logistics.monitor.title" />
        </PageTitle>
        <RefreshBar
          refresh={refresh}
          updatedAt={monitor.dataUpdatedAt}
          fetching={monitor.isFetching}
          onRefresh={() => void monitor.refetch()}
        />
      </Group>
      {monitor.isError && <LogisticsError error={monitor.error} onRetry={() => void monitor.refetch()} />}
      {monitor.isPending && (
        <Text c="dimmed" role="status">
          <FormattedMessage id="logistics.loading" />
        </Text>
      )}
      {data && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
            {FIGURES.map((f) => (
              <FigureCard key={f.key} figure={f} count={data.figures[f.key]} />
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <ShortList
              titleId="logistics.monitor.atrasadas"
              href={`${LOGISTICS_PATHS.tripStatus}?late=true`}
              testId="list-atrasadas"
              empty={data.atrasadas.length === 0}
            >
              {data.atrasadas.map((l) => (
                <LoadLine key={l.id} load={l} detail={dueLine(l)} />
              ))}
            </ShortList>
            <ShortList
              titleId="logistics.monitor.emTransito"
              href={`${LOGISTICS_PATHS.tripStatus}?status=emTransito`}
              testId="list-emTransito"
              empty={data.emTransito.length === 0}
            >
              {data.emTransito.map((l) => (
                <LoadLine key={l.id} load={l} detail={dueLine(l)} />
              ))}
            </ShortList>
            <ShortList
              titleId="logistics.monitor.aguardando"
              href={`${LOGISTICS_PATHS.tripStatus}?status=aguardandoCarregamento`}
              testId="list-aguardando"
              empty={data.aguardando.length === 0}
            >
              {data.aguardando.map((l) => (
                <LoadLine
                  key={l.id}
                  load={l}
                  detail={
                    <FormattedMessage
                      id="logistics.monitor.since"
                      values={{ time: formatBusinessDateTime(l.statusDesde) }}
                    />
                  }
                />
              ))}
            </ShortList>
            <ShortList
              titleId="logistics.monitor.veiculosParados"
              href={`${LOGISTICS_PATHS.fleet}?state=disponivel`}
              testId="list-veiculosParados"
              seeAllId="logistics.monitor.seeAllVehicles"
              empty={data.veiculosParados.length === 0}
            >
              {data.veiculosParados.map((v) => (
                <List.Item key={v.id}>
                  <Text size="sm" span fw={600}>
                    {formatPlate(v.placa)}
                  </Text>{' '}
                  <Text size="sm" span c="dimmed">
                    {v.tipo ?? ''}
                  </Text>
                </List.Item>
              ))}
            </ShortList>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
