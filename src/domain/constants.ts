// Business constants and limits of spec section 9, in one place.
export const NFE_STATUS_POLL_MS = 1000;
export const AUTO_REFRESH_MS = 10_000;
export const NOTIFICATION_TIMEOUT_MS = 5000;
export const SUCCESS_ALERT_MS = 2000;
export const DANGER_ALERT_MS = 4000;
export const MODAL_ANIMATION_MS = 500;
export const COLLAPSE_ANIMATION_MS = 250;
export const MAP_LAZY_LOAD_DELAY_MS = 200;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZES = [5, 10, 25, 50, 100, 150] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const PAGE_LINKS = 5;
export const PROGRESS_MAX = 100;
export const INTEGER_LIMIT = 2_147_483_647;
export const DEFAULT_COMPRESSION_LEVEL = 40;
export const DEFAULT_IMAGE_QUALITY = 0;
export const DEFAULT_MAP_ENGINE = 0;
/** The map engines a company may choose: 0 OpenStreetMap, 1 Google Maps (which needs its key). */
export const MAP_ENGINES = [0, 1] as const;
/** Photo qualities offered: 0 keeps the original, the others re-encode photos at that quality. */
export const IMAGE_QUALITIES = [0, 90, 75, 50] as const;
export const LOGO_SIZE_PX = 90;
export const LOCALES = ['pt', 'en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt';
export const RTL_LOCALES: readonly Locale[] = ['ar'];
/** The cookie holding the language the SPA last showed (src/app/preference-cookies.ts). */
export const LOCALE_COOKIE = 'rota-locale';
/** The colour schemes a page is drawn in; the SPA's dark mode is on by default. */
export const COLOR_SCHEMES = ['dark', 'light'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];
export const DEFAULT_COLOR_SCHEME: ColorScheme = 'dark';
/** The cookie holding the colour scheme the SPA last showed (src/app/preference-cookies.ts). */
export const COLOR_SCHEME_COOKIE = 'rota-color-scheme';
export const TIMEZONE_OFFSET_HOURS = -3;
/** Company themes: the default and the two named client themes. */
export const COMPANY_THEMES = ['default', 'clientBlue', 'clientGreen'] as const;
export type CompanyTheme = (typeof COMPANY_THEMES)[number];
/** Sidebar background colours. */
export const SIDEBAR_COLORS = ['default', 'blue', 'green', 'orange', 'red', 'primary'] as const;
export type SidebarColor = (typeof SIDEBAR_COLORS)[number];
/** Back-end services, each mounted at /api/<service>. */
export const SERVICES = [
  'scheduler',
  'tracking',
  'checklist',
  'workflow',
  'vehicle',
  'dynamicSearches',
  'financial',
] as const;
export type ServiceName = (typeof SERVICES)[number];
