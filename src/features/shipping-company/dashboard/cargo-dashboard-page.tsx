// /trackingShippingCompany/dashboard/default (spec 2.11): the dispatcher's view of the company's
// loads and their expenses: loads per status (each opening the list of that status), the late
// loads (each opening the load), the freight per pickup day of a period (default: the last 30
// days; the period lives in the URL, as the tracking dashboard's, so a view can be shared) and the
// expenses per status. The sections paint at once with skeletons until the figures arrive.
import { Alert, Anchor, Paper, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatCalendarDay } from '@/domain/format/business-time';
import { can } from '@/domain/permissions';
import {
  cargoDashboardLinks,
  cargoDashboardPeriod,
  type CargoDashboard,
} from '@/domain/shipping-company/dashboard/cargo-dashboard';
import { usePrincipal } from '@/layouts/use-principal';
import { LoadError } from '@/ui/load-error';
import { PeriodPageHeader, usePeriodInUrl } from '@/ui/period-page-header';
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
  const { period, setDay } = usePeriodInUrl(cargoDashboardPeriod);
  const query = useCargoDashboard(period.dataInicio, period.dataFim);
  const data = query.data;

  return (
    <Stack gap="md" data-testid="shipping-dashboard">
      <PeriodPageHeader
        title={<FormattedMessage id="shippingDashboard.title" />}
        fromLabelId="shippingDashboard.from"
        untilLabelId="shippingDashboard.until"
        period={period}
        setDay={setDay}
        refreshing={query.isFetching && !query.isPending}
      />

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
