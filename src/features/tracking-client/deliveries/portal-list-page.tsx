// The portal's two lists (spec 2.9): /trackingClient/opened 'Em andamento' and
// /trackingClient/finished 'Entregues'. Cards rather than a table, one column on a phone: a client
// checks one or two deliveries, often on the road. The search, the page and the open delivery live
// in the URL (portal-search-params.ts).
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconPackageOff, IconSearchOff } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import type { PortalSituation } from '@/domain/tracking-client/portal-deliveries';
import { LoadError } from '@/ui/load-error';
import { PageTitle } from '@/ui/page-title';
import { DeliveryDetailDrawer } from '../detail/delivery-detail-drawer';
import { listPortalDeliveries, portalListQueryKey } from '../services/portal-api';
import { DeliveryCard } from './delivery-card';
import { DeliverySearch } from './delivery-search';
import { ListPager } from './list-pager';
import { PORTAL_PAGE_SIZE, usePortalSearchParams } from './portal-search-params';

const OTHER: Record<PortalSituation, PortalSituation> = { opened: 'finished', finished: 'opened' };

function LoadingCards() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} data-testid="portal-loading" aria-busy="true">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} height={150} radius="md" />
      ))}
    </SimpleGrid>
  );
}

function EmptyList({
  situacao,
  search,
  onClear,
}: {
  situacao: PortalSituation;
  search: string;
  onClear: () => void;
}) {
  if (search) {
    return (
      <Alert variant="light" color="gray" icon={<IconSearchOff size={18} />} data-testid="portal-empty">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            <FormattedMessage id="trackingClient.empty.search" values={{ search: <bdi>{search}</bdi> }} />
          </Text>
          <Button size="xs" variant="light" onClick={onClear}>
            <FormattedMessage id="trackingClient.search.clear" />
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert variant="light" color="gray" icon={<IconPackageOff size={18} />} data-testid="portal-empty">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          <FormattedMessage id={`trackingClient.empty.${situacao}`} />
        </Text>
        <Button size="xs" variant="light" component={Link} to={`/trackingClient/${OTHER[situacao]}`}>
          <FormattedMessage id={`trackingClient.empty.goTo.${OTHER[situacao]}`} />
        </Button>
      </Stack>
    </Alert>
  );
}

export function PortalListPage({ situacao }: { situacao: PortalSituation }) {
  const location = useLocation();
  const { search, page, openId, setSearch, setPage, close } = usePortalSearchParams();
  const params = { situacao, page, pageSize: PORTAL_PAGE_SIZE, search };
  const list = useQuery({
    queryKey: portalListQueryKey(params),
    queryFn: () => listPortalDeliveries(params),
    placeholderData: keepPreviousData,
  });

  /** The list's own URL with one delivery open, so a card is a real link (new tab, copy). */
  const hrefOf = (id: number) => {
    const next = new URLSearchParams(location.search);
    next.set('entrega', String(id));
    return `${location.pathname}?${next.toString()}`;
  };

  let body;
  if (list.isPending) body = <LoadingCards />;
  else if (list.isError) body = <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.items.length === 0)
    body = <EmptyList situacao={situacao} search={search} onClear={() => setSearch('')} />;
  else
    body = (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {list.data.items.map((entrega) => (
            <DeliveryCard key={entrega.id} entrega={entrega} href={hrefOf(entrega.id)} />
          ))}
        </SimpleGrid>
        <ListPager page={page} pageSize={PORTAL_PAGE_SIZE} total={list.data.total} onPage={setPage} />
      </Stack>
    );

  return (
    <Stack gap="md" maw={1400}>
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={2}>
          <PageTitle>
            <FormattedMessage id={`nav.trackingClient.${situacao}`} />
          </PageTitle>
          <Text size="sm" c="dimmed">
            <FormattedMessage id={`trackingClient.intro.${situacao}`} />
          </Text>
        </Stack>
      </Group>
      <DeliverySearch value={search} onSearch={setSearch} />
      {body}
      <DeliveryDetailDrawer id={openId} onClose={close} />
    </Stack>
  );
}

export const OpenedDeliveriesPage = () => <PortalListPage situacao="opened" />;
export const FinishedDeliveriesPage = () => <PortalListPage situacao="finished" />;
