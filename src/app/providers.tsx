// Every provider of the SPA in one place: theme (company theme, dark mode), direction,
// translations, notifications and the server-data cache.
import { useEffect, useMemo, type ReactNode } from 'react';
import { DirectionProvider, MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { useAtomValue } from 'jotai';
import { DEFAULT_LOCALE, NOTIFICATION_TIMEOUT_MS } from '@/domain/constants';
import { darkmodeAtom, localeAtom, userAtom } from '@/services/session-storage';
import { directionOf } from './i18n';
import { useLocaleMessages } from './use-locale-messages';
import { themeFor } from './theme';
import { queryClient } from './query-client';

// The colour scheme follows darkmodeAtom; Mantine's own storage key is kept apart from ours.
const colorSchemeManager = localStorageColorSchemeManager({ key: 'rota.mantine-color-scheme' });

const usePageChrome = (darkmode: boolean, locale: 'pt' | 'en' | 'ar', pageTitle: string | null) => {
  useEffect(() => {
    // Light mode gives the body the white-content style (spec section 4).
    document.body.classList.toggle('white-content', !darkmode);
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
        forceColorScheme={darkmode ? 'dark' : 'light'}
      >
        <Notifications position="top-right" autoClose={NOTIFICATION_TIMEOUT_MS} />
        <QueryClientProvider client={queryClient}>
          {failed && <CatalogUnavailable />}
          {shown && (
            <IntlProvider locale={shown.locale} defaultLocale={DEFAULT_LOCALE} messages={shown.messages}>
              {children}
            </IntlProvider>
          )}
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
};
