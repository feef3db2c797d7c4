// The user dropdown of the top bar (spec 2.13): Profile, Company, Sidebar mini, Dark mode,
// sidebar colour and Log Out. The mobile bar shows the same entries through UserMenuItems.
import {
  ActionIcon,
  Avatar,
  Group,
  Menu,
  Switch,
  Text,
  Tooltip,
  UnstyledButton,
  useMantineTheme,
} from '@mantine/core';
import { IconBuildingSkyscraper, IconCheck, IconLogout, IconUser } from '@tabler/icons-react';
import { useAtom, useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { SIDEBAR_COLORS } from '@/domain/constants';
import { can } from '@/domain/permissions';
import { darkmodeAtom, sidebarMiniAtom, userAtom } from '@/services/session-storage';
import type { LayoutDefinition } from './layout-definition';
import { SIDEBAR_BACKGROUNDS, sidebarColorAtom } from './sidebar-colors';
import { usePrincipal } from './use-principal';
import { useLogout } from './use-logout';
import './shell.css';

export const SidebarColorPicker = () => {
  const [color, setColor] = useAtom(sidebarColorAtom);
  const { formatMessage } = useIntl();
  return (
    <Group gap={6} px="sm" py={6} wrap="nowrap">
      {SIDEBAR_COLORS.map((c) => (
        <Tooltip key={c} label={formatMessage({ id: `sidebar.color.${c}` })}>
          <UnstyledButton
            className="rota-color-choice"
            style={{ backgroundImage: SIDEBAR_BACKGROUNDS[c] }}
            onClick={() => setColor(c)}
            aria-label={formatMessage({ id: `sidebar.color.${c}` })}
            aria-pressed={c === color}
            data-testid={`sidebar-color-${c}`}
          >
            {c === color && <IconCheck size={14} color="#fff" />}
          </UnstyledButton>
        </Tooltip>
      ))}
    </Group>
  );
};

export const PreferenceSwitches = () => {
  const [mini, setMini] = useAtom(sidebarMiniAtom);
  const [darkmode, setDarkmode] = useAtom(darkmodeAtom);
  return (
    <>
      <Switch
        px="sm"
        py={6}
        label={<FormattedMessage id="usermenu.sidebarMini" />}
        checked={mini}
        onChange={(e) => setMini(e.currentTarget.checked)}
        data-testid="switch-sidebar-mini"
      />
      <Switch
        px="sm"
        py={6}
        label={<FormattedMessage id="usermenu.darkMode" />}
        checked={darkmode}
        onChange={(e) => setDarkmode(e.currentTarget.checked)}
        data-testid="switch-darkmode"
      />
    </>
  );
};

/** Where the menu's profile and company links lead: the layout's own pages. */
export type UserMenuPaths = Pick<LayoutDefinition, 'profilePath' | 'companyEditPath'>;

export const UserMenu = ({ definition }: { definition: UserMenuPaths }) => {
  const user = useAtomValue(userAtom);
  const principal = usePrincipal();
  const logout = useLogout();
  const { formatMessage } = useIntl();
  const { primaryColor } = useMantineTheme();
  const initials = (user?.nomeApresentacao ?? '')
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
  return (
    <Menu position="bottom-end" shadow="lg" width={260} closeOnItemClick withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="transparent"
          size={40}
          radius="xl"
          // The name holds the initials the button shows, so someone who says what they see
          // (voice control) reaches it (WCAG 2.5.3, label in name).
          aria-label={
            initials
              ? formatMessage({ id: 'usermenu.openWithInitials' }, { initials })
              : formatMessage({ id: 'usermenu.open' })
          }
          data-testid="user-menu"
        >
          {/* The initials are read once, as part of the button's name. */}
          <Avatar variant="filled" color={primaryColor} autoContrast radius="xl" size={36} aria-hidden>
            {initials || <IconUser size={18} />}
          </Avatar>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {user && (
          <>
            <Menu.Label>
              <Text size="sm" fw={600} c="bright" truncate>
                {user.nomeApresentacao}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {user.empresaNomeFantasia}
              </Text>
            </Menu.Label>
            <Menu.Item component={Link} to={definition.profilePath} leftSection={<IconUser size={16} />}>
              <FormattedMessage id="usermenu.profile" />
            </Menu.Item>
            {can(principal, 'hasAccessCompany') && (
              <Menu.Item
                component={Link}
                to={definition.companyEditPath(user.empresaId)}
                leftSection={<IconBuildingSkyscraper size={16} />}
              >
                <FormattedMessage id="usermenu.company" />
              </Menu.Item>
            )}
            <Menu.Divider />
          </>
        )}
        <PreferenceSwitches />
        <Menu.Label>
          <FormattedMessage id="usermenu.sidebarColor" />
        </Menu.Label>
        <SidebarColorPicker />
        {user && (
          <>
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconLogout size={16} />}
              onClick={() => void logout()}
              data-testid="logout"
            >
              <FormattedMessage id="usermenu.logout" />
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
};
