// The screens of the deadline-per-route table, side by side above each of them. The country rows
// are the list narrowed to country destinations, so that link is told apart by its filter. The
// change of many rows at once shows only to those who may change the table.
import { Button, Group } from '@mantine/core';
import { IconBuildingWarehouse, IconEdit, IconList, IconWorld } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { can } from '@/domain/permissions';
import { writeRuleOf } from '@/domain/resources/define-resource';
import { rotaPrazoEntregaResource } from '@/domain/tracking/resources/rota-prazo-entrega';
import { usePrincipal } from '@/layouts/use-principal';
import { ROTA_PRAZO_PATHS, COUNTRY_ROWS_QUERY } from './rota-prazo-paths';

const LINKS = [
  { to: ROTA_PRAZO_PATHS.list, id: 'rotaPrazo.nav.list', icon: IconList, writes: false },
  { to: ROTA_PRAZO_PATHS.carrier, id: 'rotaPrazo.nav.carrier', icon: IconBuildingWarehouse, writes: false },
  { to: ROTA_PRAZO_PATHS.countries, id: 'rotaPrazo.nav.countries', icon: IconWorld, writes: false },
  { to: ROTA_PRAZO_PATHS.editMultiple, id: 'rotaPrazo.nav.editMultiple', icon: IconEdit, writes: true },
] as const;

/** Which link the current screen is. */
export const currentLink = (pathname: string, search: string): string => {
  const countries = new URLSearchParams(search).get(COUNTRY_ROWS_QUERY.name) === COUNTRY_ROWS_QUERY.value;
  if (pathname === ROTA_PRAZO_PATHS.list && countries) return ROTA_PRAZO_PATHS.countries;
  return pathname;
};

export function RotaPrazoLinks() {
  const { pathname, search } = useLocation();
  const current = currentLink(pathname, search);
  const mayWrite = can(usePrincipal(), writeRuleOf(rotaPrazoEntregaResource));
  return (
    <Group gap="xs" component="nav">
      {LINKS.filter((link) => mayWrite || !link.writes).map(({ to, id, icon: Icon }) => (
        <Button
          key={to}
          component={Link}
          to={to}
          size="xs"
          variant={current === to ? 'light' : 'subtle'}
          aria-current={current === to ? 'page' : undefined}
          leftSection={<Icon size={16} />}
        >
          <FormattedMessage id={id} />
        </Button>
      ))}
    </Group>
  );
}
