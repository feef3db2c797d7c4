// The top bar of every module layout (spec 2.13).
import {
  ActionIcon,
  Anchor,
  Burger,
  Button,
  Group,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import {
  IconApps,
  IconBuildingSkyscraper,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
} from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { can } from '@/domain/permissions';
import { userAtom } from '@/services/session-storage';
import type { LayoutDefinition } from './layout-definition';
import { LanguageSwitch } from './language-switch';
import { routeTitleCandidates } from './route-title';
import { UserMenu } from './user-menu';
import { usePrincipal } from './use-principal';

const useRouteTitle = () => {
  const { pathname } = useLocation();
  const intl = useIntl();
  const { ids, fallback } = routeTitleCandidates(pathname);
  const id = ids.find((candidate) => intl.messages[candidate] !== undefined);
  return id ? intl.formatMessage({ id }) : fallback;
};

interface TopBarProps {
  definition: LayoutDefinition;
  mobileOpened: boolean;
  onToggleMobile: () => void;
  mini: boolean;
  onToggleMini: () => void;
  onOpenCompanies: () => void;
}

export const TopBar = (props: TopBarProps) => {
  const { definition, mobileOpened, onToggleMobile, mini, onToggleMini, onOpenCompanies } = props;
  const user = useAtomValue(userAtom);
  const principal = usePrincipal();
  const { formatMessage } = useIntl();
  const title = useRouteTitle();
  const toggleLabel = formatMessage({ id: mini ? 'sidebar.expand' : 'sidebar.minimise' });

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger
          opened={mobileOpened}
          onClick={onToggleMobile}
          hiddenFrom="sm"
          size="sm"
          aria-label={formatMessage({ id: 'sidebar.mobileToggle' })}
          data-testid="mobile-burger"
        />
        <Tooltip label={toggleLabel}>
          <ActionIcon
            visibleFrom="sm"
            variant="subtle"
            color="gray"
            size="lg"
            onClick={onToggleMini}
            aria-label={toggleLabel}
            data-testid="sidebar-toggle"
          >
            {mini ? <IconLayoutSidebarLeftExpand size={20} /> : <IconLayoutSidebarLeftCollapse size={20} />}
          </ActionIcon>
        </Tooltip>
        <Title order={1} fz={{ base: 'md', sm: 'lg' }} fw={700} lineClamp={1} data-testid="route-title">
          {title}
        </Title>
      </Group>

      <Group gap="md" wrap="nowrap">
        {user && (
          <Group gap={6} wrap="nowrap" visibleFrom="md">
            <Text size="sm" c="dimmed">
              <FormattedMessage id="topbar.connectedAs" />
            </Text>
            <Anchor component={Link} to={definition.profilePath} size="sm" fw={600} data-testid="topbar-user">
              {user.nomeApresentacao}
            </Anchor>
            <Text size="sm" c="dimmed">
              ·
            </Text>
            {can(principal, 'switchCompany') ? (
              <UnstyledButton
                onClick={onOpenCompanies}
                className="rota-company-link"
                data-testid="topbar-company"
              >
                <Group gap={4} wrap="nowrap">
                  <IconBuildingSkyscraper size={16} />
                  <Text size="sm" fw={600} c="var(--mantine-color-anchor)">
                    {user.empresaNomeFantasia}
                  </Text>
                </Group>
              </UnstyledButton>
            ) : (
              <Text size="sm" fw={600} data-testid="topbar-company">
                {user.empresaNomeFantasia}
              </Text>
            )}
          </Group>
        )}
        <Button
          component={Link}
          to="/module"
          variant="light"
          size="xs"
          leftSection={<IconApps size={16} />}
          visibleFrom="sm"
          data-testid="topbar-modules"
        >
          <FormattedMessage id="topbar.modules" />
        </Button>
        <LanguageSwitch />
        <UserMenu definition={definition} />
      </Group>
    </Group>
  );
};
