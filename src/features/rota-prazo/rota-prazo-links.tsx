// The screens of the deadline-per-route table, side by side above each of them.
import { Button, Group } from '@mantine/core';
import { IconBuildingWarehouse, IconEdit, IconList, IconWorld } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { ROTA_PRAZO_PATHS } from './rota-prazo-paths';

const LINKS = [
  { to: ROTA_PRAZO_PATHS.list, id: 'rotaPrazo.nav.list', icon: IconList },
  { to: ROTA_PRAZO_PATHS.carrier, id: 'rotaPrazo.nav.carrier', icon: IconBuildingWarehouse },
  { to: ROTA_PRAZO_PATHS.countries, id: 'rotaPrazo.nav.countries', icon: IconWorld },
  { to: ROTA_PRAZO_PATHS.editMultiple, id: 'rotaPrazo.nav.editMultiple', icon: IconEdit },
] as const;

export function RotaPrazoLinks() {
  return (
    <Group gap="xs" component="nav">
      {LINKS.map(({ to, id, icon: Icon }) => (
        <NavLink key={to} to={to} end style={{ textDecoration: 'none' }}>
          {({ isActive }) => (
            <Button size="xs" variant={isActive ? 'light' : 'subtle'} leftSection={<Icon size={16} />}>
              <FormattedMessage id={id} />
            </Button>
          )}
        </NavLink>
      ))}
    </Group>
  );
}
