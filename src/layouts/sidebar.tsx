// The sidebar of every module layout (spec 2.13): brand, logo, system title and the layout's
// links; minimised it shows icons only, a group opening as a floating menu.
import {
  Box,
  Collapse,
  Group,
  Image,
  Menu,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronDown, IconRoute2 } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { COLLAPSE_ANIMATION_MS, LOGO_SIZE_PX } from '@/domain/constants';
import { userAtom } from '@/services/session-storage';
import { isActivePath, visibleItems, type LayoutDefinition, type NavItem } from './layout-definition';
import { SIDEBAR_BACKGROUNDS, sidebarColorAtom } from './sidebar-colors';
import { usePrincipal } from './use-principal';

interface SidebarProps {
  definition: LayoutDefinition;
  mini: boolean;
  onNavigate: () => void;
  footer?: ReactNode;
}

const anyChildActive = (item: NavItem, pathname: string): boolean =>
  !!item.children?.some((c) => isActivePath(pathname, c.to) || anyChildActive(c, pathname));

const NavEntry = ({ item, mini, onNavigate }: { item: NavItem; mini: boolean; onNavigate: () => void }) => {
  const { pathname } = useLocation();
  const { formatMessage } = useIntl();
  const label = formatMessage({ id: item.labelId });
  const childActive = anyChildActive(item, pathname);
  const [opened, setOpened] = useState(childActive);
  // A group expands when one of its child routes becomes active.
  useEffect(() => {
    if (childActive) setOpened(true);
  }, [childActive]);
  const Icon = item.icon;

  if (!item.children) {
    const active = isActivePath(pathname, item.to);
    const link = (
      <UnstyledButton
        component={Link}
        to={item.to ?? '/'}
        onClick={onNavigate}
        className="rota-nav-link"
        data-active={active || undefined}
        data-mini={mini || undefined}
        aria-label={mini ? label : undefined}
      >
        <Icon size={20} stroke={1.7} className="rota-nav-icon" />
        {!mini && <span className="rota-nav-label">{label}</span>}
      </UnstyledButton>
    );
    return mini ? (
      <Tooltip label={label} position="right" withArrow>
        {link}
      </Tooltip>
    ) : (
      link
    );
  }

  if (mini) {
    return (
      <Menu position="right-start" trigger="click-hover" shadow="lg" withinPortal>
        <Menu.Target>
          <UnstyledButton
            className="rota-nav-link"
            data-mini
            data-active={childActive || undefined}
            aria-label={label}
          >
            <Icon size={20} stroke={1.7} className="rota-nav-icon" />
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{label}</Menu.Label>
          {item.children.map((child) => (
            <Menu.Item
              key={child.labelId}
              component={Link}
              to={child.to ?? '/'}
              onClick={onNavigate}
              leftSection={<child.icon size={16} />}
            >
              {formatMessage({ id: child.labelId })}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    );
  }

  return (
    <Box>
      <UnstyledButton
        className="rota-nav-link"
        data-group-active={childActive || undefined}
        onClick={() => setOpened((o) => !o)}
        aria-expanded={opened}
      >
        <Icon size={20} stroke={1.7} className="rota-nav-icon" />
        <span className="rota-nav-label">{label}</span>
        <IconChevronDown
          size={16}
          className="rota-nav-chevron"
          style={{ transform: opened ? 'rotate(180deg)' : undefined }}
        />
      </UnstyledButton>
      <Collapse in={opened} transitionDuration={COLLAPSE_ANIMATION_MS}>
        <Stack gap={2} className="rota-nav-children">
          {item.children.map((child) => (
            <NavEntry key={child.labelId} item={child} mini={false} onNavigate={onNavigate} />
          ))}
        </Stack>
      </Collapse>
    </Box>
  );
};

export const Sidebar = ({ definition, mini, onNavigate, footer }: SidebarProps) => {
  const user = useAtomValue(userAtom);
  const color = useAtomValue(sidebarColorAtom);
  const principal = usePrincipal();
  const items = visibleItems(definition.items, principal);
  const systemTitle = user?.systemTitle || 'Rota';

  return (
    <Box className="rota-sidebar" style={{ backgroundImage: SIDEBAR_BACKGROUNDS[color] }} data-color={color}>
      <UnstyledButton component={Link} to="/module" className="rota-brand" data-mini={mini || undefined}>
        <Group gap="sm" wrap="nowrap" justify={mini ? 'center' : 'flex-start'}>
          {user?.companyLogo ? (
            <Image
              src={user.companyLogo}
              alt={systemTitle}
              maw={mini ? 40 : LOGO_SIZE_PX}
              mah={mini ? 40 : LOGO_SIZE_PX}
              fit="contain"
              // On a phone the sidebar is closed: the logo loads when it opens, not with the page.
              loading="lazy"
            />
          ) : (
            <Box className="rota-brand-mark">
              <IconRoute2 size={22} />
            </Box>
          )}
          {!mini && (
            <Box style={{ minWidth: 0 }}>
              <Text fw={800} size="lg" c="white" truncate lh={1.1}>
                {systemTitle}
              </Text>
              <Text size="xs" c="rgba(255,255,255,0.7)" truncate>
                <FormattedMessage id={definition.nameId} />
              </Text>
            </Box>
          )}
        </Group>
      </UnstyledButton>
      <ScrollArea className="rota-sidebar-scroll" type="hover" scrollbarSize={6}>
        <Stack gap={2} p="sm" data-testid="sidebar-nav">
          {items.map((item) => (
            <NavEntry key={item.labelId} item={item} mini={mini} onNavigate={onNavigate} />
          ))}
        </Stack>
        {footer}
      </ScrollArea>
    </Box>
  );
};
