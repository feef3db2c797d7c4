// The providers every page needs: theme (company theme, dark mode), direction, translations and
// notifications. The server-data cache is a route of its own (server-data-layout.tsx).
import { useEffect, useMemo, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { IntlProvider } from 'react-intl';
import { useAtomValue } from 'jotai';
import { DEFAULT_LOCALE } from '@/domain/constants';
import { darkmodeAtom, localeAtom, userAtom } from '@/services/session-storage';
import { directionOf } from './i18n';
import { useLocaleMessages } from './use-locale-messages';
import { themeFor } from './theme';
import { contrastVariables } from './contrast-variables';
import { DeferredNotifications } from './deferred-notifications';
import { rememberColorScheme } from './preference-cookies';

// The colour scheme follows darkmodeAtom; Mantine's own storage key is kept apart from ours.
const colorSchemeManager = localStorageColorSchemeManager({ key: 'rota.mantine-color-scheme' });

const usePageChrome = (darkmode: boolean, locale: 'pt' | 'en' | 'ar', pageTitle: string | null) => {
  useEffect(() => {
    // Light mode gives the body the white-content style (spec section 4).
    document.body.classList.toggle('white-content', !darkmode);
    rememberColorScheme(darkmode ? 'dark' : 'light');
  }, [darkmode]);
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
  }, [locale]);
  useEffect(() => {
    document.title = pageTitle || 'Rota';
  }, [pageTitle]);
};

/** Shown without any catalog, so in the default language, with the one thing to do. */
const CatalogUnavailable = () => (
  <p role="alert" style={{ padding: 24 }}>
    Não foi possível carregar a página. Verifique a conexão e recarregue a página.
  </p>
);

export const AppProviders = ({ children }: { children: ReactNode }) => {
  const darkmode = useAtomValue(darkmodeAtom);
  const locale = useAtomValue(localeAtom);
  const user = useAtomValue(userAtom);
  const theme = useMemo(() => themeFor(user?.companyTheme ?? 'default'), [user?.companyTheme]);
  usePageChrome(darkmode, locale, user?.pageTitle ?? null);
  const { shown, failed } = useLocaleMessages(locale);
  const direction = directionOf(shown?.locale ?? locale);

  return (
    <DirectionProvider initialDirection={direction} detectDirection={false} key={direction}>
      <MantineProvider
        theme={theme}
        colorSchemeManager={colorSchemeManager}
        cssVariablesResolver={contrastVariables}
        forceColorScheme={darkmode ? 'dark' : 'light'}
      >
        <DeferredNotifications />
        {failed && <CatalogUnavailable />}
        {shown && (
          <IntlProvider locale={shown.locale} defaultLocale={DEFAULT_LOCALE} messages={shown.messages}>
            {children}
          </IntlProvider>
        )}
      </MantineProvider>
    </DirectionProvider>
  );
};
