// On small screens the top bar has no room: the same items sit at the foot of the sidebar.
import { Anchor, Box, Divider, NavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconApps, IconBuildingSkyscraper, IconLogout, IconUser } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { can } from '@/domain/permissions';
import { userAtom } from '@/services/session-storage';
import type { LayoutDefinition } from './layout-definition';
import { PreferenceSwitches, SidebarColorPicker } from './user-menu';
import { useLogout } from './use-logout';
import { usePrincipal } from './use-principal';

interface MobileBarProps {
  definition: LayoutDefinition;
  onNavigate: () => void;
  onOpenCompanies: () => void;
}

export const MobileBar = ({ definition, onNavigate, onOpenCompanies }: MobileBarProps) => {
  const user = useAtomValue(userAtom);
  const principal = usePrincipal();
  const logout = useLogout();
  return (
    <Box hiddenFrom="sm" className="rota-mobile-bar" p="sm" data-testid="mobile-bar">
      <Divider color="rgba(255,255,255,0.2)" mb="sm" />
      {user && (
        <Stack gap={2} mb="xs" px="sm">
          <Text size="xs" c="rgba(255,255,255,0.7)">
            <FormattedMessage id="topbar.connectedAs" />
          </Text>
          <Anchor
            component={Link}
            to={definition.profilePath}
            onClick={onNavigate}
            c="white"
            fw={600}
            size="sm"
          >
            {user.nomeApresentacao}
          </Anchor>
          {can(principal, 'switchCompany') ? (
            <UnstyledButton onClick={onOpenCompanies} c="white" fz="sm" td="underline">
              {user.empresaNomeFantasia}
            </UnstyledButton>
          ) : (
            <Text size="sm" c="white">
              {user.empresaNomeFantasia}
            </Text>
          )}
        </Stack>
      )}
      <NavLink
        component={Link}
        to="/module"
        onClick={onNavigate}
        label={<FormattedMessage id="topbar.modules" />}
        leftSection={<IconApps size={18} />}
        className="rota-mobile-item"
      />
      {user && (
        <NavLink
          component={Link}
          to={definition.profilePath}
          onClick={onNavigate}
          label={<FormattedMessage id="usermenu.profile" />}
          leftSection={<IconUser size={18} />}
          className="rota-mobile-item"
        />
      )}
      {user && can(principal, 'hasAccessCompany') && (
        <NavLink
          component={Link}
          to={definition.companyEditPath(user.empresaId)}
          onClick={onNavigate}
          label={<FormattedMessage id="usermenu.company" />}
          leftSection={<IconBuildingSkyscraper size={18} />}
          className="rota-mobile-item"
        />
      )}
      <Box className="rota-mobile-switches">
        <PreferenceSwitches />
        <SidebarColorPicker />
      </Box>
      {user && (
        <NavLink
          component="button"
          onClick={() => void logout()}
          label={<FormattedMessage id="usermenu.logout" />}
          leftSection={<IconLogout size={18} />}
          className="rota-mobile-item"
        />
      )}
    </Box>
  );
};
