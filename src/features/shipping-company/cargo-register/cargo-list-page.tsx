// /trackingShippingCompany/cargo/list: the cargo register's generic list (search, the declared
// filters by number, status, pickup day, city, driver and plate, export and import), with the
// status as a badge in the user's language and a way to the board.
import { Badge, Button } from '@mantine/core';
import { IconLayoutKanban } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { cargoResource } from '@/domain/shipping-company/resources/cargo';
import type { ResourceDefinition } from '@/domain/resources/define-resource';
import ResourceListPage from '@/features/resources/resource-list-page';
import type { ResourceRow } from '@/services/resource-client';

function StatusCell({ row }: { row: ResourceRow }) {
  return (
    <Badge variant="light" tt="none" styles={{ label: { overflow: 'visible' } }}>
      <FormattedMessage id={`cargo.status.${String(row.status)}`} />
    </Badge>
  );
}

function BoardLink() {
  return (
    <Button
      component={Link}
      to="/trackingShippingCompany/cargo/kanban"
      variant="default"
      leftSection={<IconLayoutKanban size={16} />}
    >
      <FormattedMessage id="cargo.list.kanban" />
    </Button>
  );
}

export function CargoListPage() {
  return (
    <ResourceListPage
      def={cargoResource as unknown as ResourceDefinition}
      layout="shippingCompany"
      cells={{ status: StatusCell }}
      headerActions={BoardLink}
    />
  );
}
