// The shell shared by the nine layouts: top bar, sidebar (full, mini or mobile drawer), the
// company-selection modal, the lost-connection notice of the hubs and the routed page.
import { AppShell, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useAtom, useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { sidebarMiniAtom, userAtom } from '@/services/session-storage';
import { notify } from '@/ui/notify';
import { HubConnectionIndicator } from './hub-connection-indicator';
import type { LayoutDefinition } from './layout-definition';
import { MobileBar } from './mobile-bar';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import './shell.css';

// Loaded when first asked for, not with the shell's first paint (its modal, its list and the
// sign-in calls it makes).
const CompanyModal = lazy(() => import('./company-modal').then((m) => ({ default: m.CompanyModal })));

const SIDEBAR_WIDTH = 260;
const SIDEBAR_MINI_WIDTH = 76;

export const ShellLayout = ({ definition }: { definition: LayoutDefinition }) => {
  const [mini, setMini] = useAtom(sidebarMiniAtom);
  const user = useAtomValue(userAtom);
  const [mobileOpened, mobile] = useDisclosure(false);
  // Below the sidebar's breakpoint the sidebar is a drawer, closed on arrival: its links and the
  // mobile bar render when it first opens (and stay, so it closes with its animation), not with
  // the page's first paint.
  const { breakpoints } = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${breakpoints.sm})`, undefined, { getInitialValueInEffect: false });
  const [drawerOpenedOnce, setDrawerOpenedOnce] = useState(false);
  if (mobileOpened && !drawerOpenedOnce) setDrawerOpenedOnce(true);
  const sidebarShown = wide !== false || mobileOpened || drawerOpenedOnce;
  const [companiesOpened, companies] = useDisclosure(false);
  // Stays mounted once opened, so it closes with its animation.
  const [companiesAsked, setCompaniesAsked] = useState(false);
  const openCompanies = () => {
    setCompaniesAsked(true);
    companies.open();
  };
  const { formatMessage } = useIntl();

  const toggleMini = () => {
    const next = !mini;
    setMini(next);
    notify({
      color: 'primary',
      message: formatMessage({ id: next ? 'sidebar.miniActivated' : 'sidebar.miniDeactivated' }),
    });
  };

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{
        width: { base: SIDEBAR_WIDTH, sm: mini ? SIDEBAR_MINI_WIDTH : SIDEBAR_WIDTH },
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened },
      }}
      padding={{ base: 'sm', sm: 'lg' }}
      className="rota-shell"
      data-layout={definition.key}
    >
      <AppShell.Header className="rota-header">
        <TopBar
          definition={definition}
          mobileOpened={mobileOpened}
          onToggleMobile={mobile.toggle}
          mini={mini}
          onToggleMini={toggleMini}
          onOpenCompanies={openCompanies}
        />
      </AppShell.Header>
      <AppShell.Navbar withBorder={false} data-testid="sidebar">
        {sidebarShown && (
          <Sidebar
            definition={definition}
            // The mini state applies to the desktop sidebar; the mobile drawer is always full.
            mini={mini && !mobileOpened}
            onNavigate={mobile.close}
            footer={
              <MobileBar definition={definition} onNavigate={mobile.close} onOpenCompanies={openCompanies} />
            }
          />
        )}
      </AppShell.Navbar>
      <AppShell.Main className="rota-main">
        <Outlet />
      </AppShell.Main>
      <HubConnectionIndicator />
      {companiesAsked && (
        <Suspense>
          <CompanyModal
            opened={companiesOpened}
            onClose={companies.close}
            currentCompanyId={user?.empresaId ?? null}
          />
        </Suspense>
      )}
    </AppShell>
  );
};
