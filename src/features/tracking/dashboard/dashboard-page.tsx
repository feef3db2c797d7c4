// /dashboard: the company's open deliveries whatever their issue day (on time, late, without a
// deadline, per status and destination UF), the closed ones issued in a period (default: the last
// 30 issue days) per status, and the deliveries issued on each day of the period. Each figure
// opens the delivery list narrowed to what it counts. The period lives in the URL, so a dashboard
// can be shared.
import {
  Alert,
  Anchor,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  type MantineColor,
} from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { MAP_LAZY_LOAD_DELAY_MS } from '@/domain/constants';
import {
  dashboardPeriod,
  OPEN_STATUSES,
  type EntregaDashboard,
} from '@/domain/tracking/dashboard/entrega-dashboard';
import { ENTREGA_STATUSES, type EntregaStatus } from '@/domain/tracking/entrega/entrega-status';
import { LoadError } from '@/ui/load-error';
import { PeriodPageHeader, usePeriodInUrl } from '@/ui/period-page-header';
import { DayChart } from './day-chart';
import { FigureCard } from '@/ui/figure-card';
import { figureHref } from './figure-links';
import { useEntregaDashboard } from './use-entrega-dashboard';

const BrazilUfMap = lazy(() => import('./brazil-uf-map'));

export interface DashboardPageProps {
  /** The colour of each status, as the delivery list's badges show it. */
  statusColors: Readonly<Record<EntregaStatus, MantineColor>>;
}

/** The map waits MAP_LAZY_LOAD_DELAY_MS (spec section 9), so the counts paint first. */
function useDelayed(ms: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return ready;
}

function Section({ title, children }: { title: React.ReactNode; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      {/* Sections of the page's h2: h3, sized as before. */}
      <Title order={3} fz="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * The sections with their titles from the first paint; their figures once the counts arrive
 * (`data`), skeletons before. The titles name the period asked for, which the URL already holds.
 */
function Figures({
  data,
  period,
  statusColors,
}: {
  data: EntregaDashboard | undefined;
  period: { dataInicio: string; dataFim: string };
  statusColors: DashboardPageProps['statusColors'];
}) {
  const intl = useIntl();
  const mapReady = useDelayed(MAP_LAZY_LOAD_DELAY_MS);
  const prazo = Object.fromEntries((data?.porPrazo ?? []).map((p) => [p.prazo, p.total]));
  const abertas = data?.abertas ?? 0;
  const shareOfOpen = (n: number) =>
    intl.formatMessage(
      { id: 'dashboard.shareOpen' },
      { share: intl.formatNumber(abertas ? n / abertas : 0, { style: 'percent' }) },
    );
  const day = (value: string) =>
    intl.formatDate(`${value}T12:00:00Z`, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    });
  const statusTotal = new Map(data?.porStatus.map(({ status, total }) => [status, total]));
  // Every status has its card, zero or not, so the page keeps its layout whatever the counts.
  const statusCard = (status: EntregaStatus) => (
    <FigureCard
      key={status}
      testId={`dashboard-status-${status}`}
      label={<FormattedMessage id={`entrega.status.${status}`} />}
      count={data && (statusTotal.get(status) ?? 0)}
      color={statusColors[status]}
      href={figureHref(period, { status })}
    />
  );
  const closedStatuses = ENTREGA_STATUSES.filter((status) => !OPEN_STATUSES.includes(status));
  const open = (figure: { prazo?: string; uf?: string } = {}) =>
    figureHref(period, { situacao: 'aberta', ...figure });

  return (
    <Stack gap="md" aria-busy={!data}>
      <Section title={<FormattedMessage id="dashboard.openTitle" />}>
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <FigureCard
            testId="dashboard-abertas"
            label={<FormattedMessage id="dashboard.open" />}
            count={data?.abertas}
            href={open()}
          />
          <FigureCard
            testId="dashboard-prazo-noPrazo"
            label={<FormattedMessage id="entrega.prazo.noPrazo" />}
            count={data && (prazo.noPrazo ?? 0)}
            color="green"
            hint={shareOfOpen(prazo.noPrazo ?? 0)}
            href={open({ prazo: 'noPrazo' })}
          />
          <FigureCard
            testId="dashboard-prazo-atrasada"
            label={<FormattedMessage id="entrega.prazo.atrasada" />}
            count={data && (prazo.atrasada ?? 0)}
            color="red"
            hint={shareOfOpen(prazo.atrasada ?? 0)}
            href={open({ prazo: 'atrasada' })}
          />
          <FigureCard
            testId="dashboard-prazo-semPrazo"
            label={<FormattedMessage id="entrega.prazo.semPrazo" />}
            count={data && (prazo.semPrazo ?? 0)}
            hint={shareOfOpen(prazo.semPrazo ?? 0)}
            href={open({ prazo: 'semPrazo' })}
          />
          {OPEN_STATUSES.map(statusCard)}
        </SimpleGrid>
      </Section>

      <Section
        title={
          <FormattedMessage
            id="dashboard.closedTitle"
            values={{ from: day(period.dataInicio), until: day(period.dataFim) }}
          />
        }
      >
        <SimpleGrid cols={{ base: 2, md: 5 }}>
          <FigureCard
            testId="dashboard-concluidas"
            label={<FormattedMessage id="dashboard.closed" />}
            count={data?.concluidas}
            href={figureHref(period, { situacao: 'concluida' })}
          />
          {closedStatuses.map(statusCard)}
        </SimpleGrid>
      </Section>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section title={<FormattedMessage id="dashboard.byUf" />}>
          {data && mapReady ? (
            <Suspense fallback={<Skeleton h={320} />}>
              <BrazilUfMap counts={data.porUf} hrefOf={(uf) => open({ uf })} />
            </Suspense>
          ) : (
            <Skeleton h={320} />
          )}
          <Text size="xs" c="dimmed" mt={4}>
            <FormattedMessage id="dashboard.map.credit" />
          </Text>
        </Section>
        <Section title={<FormattedMessage id="dashboard.ufTable" />}>
          {data ? (
            <Stack gap={6} data-testid="dashboard-ufs">
              {data.porUf.map(({ uf, total, atrasadas }) => (
                <Group key={uf} justify="space-between" wrap="nowrap">
                  <Anchor component={Link} to={open({ uf })} fw={600} data-uf={uf}>
                    {uf}
                  </Anchor>
                  <Group gap="md" wrap="nowrap">
                    <Text size="sm">{intl.formatNumber(total)}</Text>
                    <Anchor
                      component={Link}
                      to={open({ uf, prazo: 'atrasada' })}
                      size="sm"
                      c={atrasadas > 0 ? 'red' : 'dimmed'}
                    >
                      <FormattedMessage id="dashboard.ufLate" values={{ count: atrasadas }} />
                    </Anchor>
                  </Group>
                </Group>
              ))}
            </Stack>
          ) : (
            <Skeleton h={160} />
          )}
        </Section>
      </SimpleGrid>

      <Section title={<FormattedMessage id="dashboard.byDay" />}>
        {data ? (
          <DayChart days={data.porDia} hrefOf={(dia) => figureHref(period, { dia })} />
        ) : (
          <Skeleton h={240} />
        )}
      </Section>
    </Stack>
  );
}

export function DashboardPage({ statusColors }: DashboardPageProps) {
  const { period, setDay } = usePeriodInUrl(dashboardPeriod);
  const query = useEntregaDashboard(period.dataInicio, period.dataFim);
  // The figures are a few hundred elements: they render at low priority, in slices that leave
  // the page answering input, and the skeleton (or the previous figures) shows meanwhile.
  const data = useDeferredValue(query.data);

  return (
    <Stack gap="md" data-testid="dashboard">
      <PeriodPageHeader
        title={<FormattedMessage id="dashboard.title" />}
        fromLabelId="dashboard.from"
        untilLabelId="dashboard.until"
        period={period}
        setDay={setDay}
        refreshing={query.isFetching && !query.isPending}
      />

      {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      {data && data.total === 0 && (
        <Alert icon={<IconInbox size={18} />} color="gray" data-testid="dashboard-empty">
          <FormattedMessage id="dashboard.empty" />{' '}
          <Anchor component={Link} to="/notaFiscal/import">
            <FormattedMessage id="dashboard.importLink" />
          </Anchor>
        </Alert>
      )}
      {!query.isError && (!data || data.total > 0) && (
        <Figures data={data} period={period} statusColors={statusColors} />
      )}
    </Stack>
  );
}
