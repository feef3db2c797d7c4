// /trackingShippingCompany/dashboard/default (spec 2.11): the dispatcher's view of the company's
// loads and their expenses: loads per status (each opening the list of that status), the late
// loads (each opening the load), the freight per pickup day of a period (default: the last 30
// days; the period lives in the URL, as the tracking dashboard's, so a view can be shared) and the
// expenses per status. The sections paint at once with skeletons until the figures arrive.
import { Alert, Anchor, Group, Loader, Paper, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatCalendarDay } from '@/domain/format/business-time';
import { can } from '@/domain/permissions';
import {
  cargoDashboardLinks,
  cargoDashboardPeriod,
  type CargoDashboard,
} from '@/domain/shipping-company/dashboard/cargo-dashboard';
import { usePrincipal } from '@/layouts/use-principal';
import { DayInput } from '@/ui/day-input';
import { LoadError } from '@/ui/load-error';
import { PageTitle } from '@/ui/page-title';
import { useLatestSearchParams } from '@/ui/use-latest-search-params';
import { useCargoDashboard } from './dashboard-api';
import { ExpenseBars } from './expense-bars';
import { FreightChart } from './freight-chart';
import { LateLoads } from './late-loads';
import { StatusFigures } from './status-figures';

function Section({ title, children, testId }: { title: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" data-testid={testId}>
      <Title order={3} fz="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Figures({
  data,
  period,
}: {
  data: CargoDashboard | undefined;
  period: { dataInicio: string; dataFim: string };
}) {
  const mayOpenExpenses = can(usePrincipal(), 'cargoExpenses');
  return (
    <Stack gap="md" aria-busy={!data}>
      <Section
        testId="shipping-dashboard-section-status"
        title={<FormattedMessage id="shippingDashboard.status.title" />}
      >
        <StatusFigures data={data} />
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section
          testId="shipping-dashboard-section-late"
          title={<FormattedMessage id="shippingDashboard.late.title" />}
        >
          <LateLoads data={data} />
        </Section>
        <Section
          testId="shipping-dashboard-section-expenses"
          title={<FormattedMessage id="shippingDashboard.expenses.title" />}
        >
          {data ? <ExpenseBars rows={data.despesasPorStatus} /> : <Skeleton h={180} />}
          {mayOpenExpenses && (
            <Anchor
              component={Link}
              to={cargoDashboardLinks.expenseBoard}
              size="sm"
              mt="sm"
              display="inline-block"
            >
              <FormattedMessage id="shippingDashboard.expenses.board" />
            </Anchor>
          )}
        </Section>
      </SimpleGrid>
      <Section
        testId="shipping-dashboard-section-freight"
        title={
          <FormattedMessage
            id="shippingDashboard.freight.period"
            values={{ from: formatCalendarDay(period.dataInicio), until: formatCalendarDay(period.dataFim) }}
          />
        }
      >
        {data ? <FreightChart days={data.fretePorDia} total={data.freteTotal} /> : <Skeleton h={200} />}
      </Section>
    </Stack>
  );
}

export function CargoDashboardPage() {
  const intl = useIntl();
  const [params, updateParams] = useLatestSearchParams();
  const period = cargoDashboardPeriod({
    dataInicio: params.get('dataInicio') ?? undefined,
    dataFim: params.get('dataFim') ?? undefined,
  });
  const query = useCargoDashboard(period.dataInicio, period.dataFim);
  const data = query.data;
  const setDay = (name: 'dataInicio' | 'dataFim') => (day: string) => {
    // An incomplete day waits; a complete one replaces that end of the period in the URL.
    if (!day) return;
    updateParams(
      (current) => {
        current.set(name, day);
        return current;
      },
      { replace: true },
    );
  };

  return (
    <Stack gap="md" data-testid="shipping-dashboard">
      <Group justify="space-between" align="flex-end">
        <Group gap="xs">
          <PageTitle>
            <FormattedMessage id="shippingDashboard.title" />
          </PageTitle>
          {query.isFetching && !query.isPending && <Loader size="xs" aria-hidden />}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <DayInput
            label={intl.formatMessage({ id: 'shippingDashboard.from' })}
            value={period.dataInicio}
            onChange={setDay('dataInicio')}
            w={150}
          />
          <DayInput
            label={intl.formatMessage({ id: 'shippingDashboard.until' })}
            value={period.dataFim}
            onChange={setDay('dataFim')}
            w={150}
          />
        </Group>
      </Group>

      {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      {data && data.total === 0 && (
        <Alert icon={<IconInbox size={18} />} color="gray" data-testid="shipping-dashboard-empty">
          <FormattedMessage id="shippingDashboard.empty" />{' '}
          <Anchor component={Link} to={cargoDashboardLinks.createCargo}>
            <FormattedMessage id="shippingDashboard.createCargo" />
          </Anchor>
        </Alert>
      )}
      {!(query.isError && !data) && (!data || data.total > 0) && <Figures data={data} period={period} />}
    </Stack>
  );
}
