// The language and colour scheme the SPA shows, told to the server in cookies: its pages come
// in that language's direction and that scheme's background from the first byte, and the sign-in
// page and the dashboard with their catalogs named for preloading (server/spa-pages.ts), which
// needs the language before any script runs. Preferences only: nothing is decided with them but
// how the page looks before the application runs and which file to hint.
import { COLOR_SCHEME_COOKIE, type ColorScheme, LOCALE_COOKIE, type Locale } from '@/domain/constants';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const remember = (name: string, value: string) => {
  document.cookie = `${name}=${value}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
};

export const rememberLocale = (locale: Locale): void => remember(LOCALE_COOKIE, locale);

export const rememberColorScheme = (scheme: ColorScheme): void => remember(COLOR_SCHEME_COOKIE, scheme);
