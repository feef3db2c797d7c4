// The language the SPA shows, told to the server in a cookie: the sign-in page and the dashboard
// come with their catalogs named for preloading (server/spa-pages.ts), which needs the language
// before any script runs. A preference only: nothing is decided with it but which file to hint.
import { LOCALE_COOKIE, type Locale } from '@/domain/constants';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export const rememberLocale = (locale: Locale): void => {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
};
