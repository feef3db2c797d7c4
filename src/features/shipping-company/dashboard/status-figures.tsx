// Loads per status of the cargo machine: every status, zero included, in the board's order. Each
// opens the cargo list narrowed to it (its `status` filter), or the board for a user who may see
// the board but not the register's list. The board shows its statuses without colours of their
// own (neutral columns), so the counts keep the neutral text colour.
import { SimpleGrid } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { can } from '@/domain/permissions';
import {
  cargoDashboardLinks,
  type CargoDashboard,
} from '@/domain/shipping-company/dashboard/cargo-dashboard';
import { CARGO_STATUSES } from '@/machines/cargo-status-machine';
import { usePrincipal } from '@/layouts/use-principal';
import { FigureCard } from '@/ui/figure-card';

export function StatusFigures({ data }: { data: CargoDashboard | undefined }) {
  const mayList = can(usePrincipal(), 'shipper');
  const totals = new Map(data?.porStatus.map(({ status, total }) => [status, total]));
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm" data-testid="shipping-dashboard-statuses">
      {CARGO_STATUSES.map((status) => (
        <FigureCard
          key={status}
          testId={`shipping-dashboard-status-${status}`}
          label={<FormattedMessage id={`cargo.status.${status}`} />}
          count={data && (totals.get(status) ?? 0)}
          href={mayList ? cargoDashboardLinks.status(status) : '/trackingShippingCompany/cargo/kanban'}
        />
      ))}
    </SimpleGrid>
  );
}
