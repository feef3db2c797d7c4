// The HTML of the SPA's pages: index.html in the reader's language, direction and colour scheme,
// so the page has the right side and background before any script has run. A page the build
// lists in dist/preloads.json (the sign-in page, the dashboard) also names the chunks and styles
// its route needs, and the message catalogs of the reader's language, so the browser fetches
// them alongside the entry rather than after the entry has run and asked for them: a round trip
// less before the first screen. The language and scheme come from the cookies the SPA writes when
// it shows them (src/app/preference-cookies.ts); without them, Portuguese and dark, the SPA's
// defaults.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { z } from 'zod';
import {
  COLOR_SCHEME_COOKIE,
  COLOR_SCHEMES,
  type ColorScheme,
  DEFAULT_COLOR_SCHEME,
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALES,
  type Locale,
  RTL_LOCALES,
} from '../src/domain/constants';

const preloadsSchema = z.record(
  z.string().startsWith('/'),
  z.object({
    modules: z.array(z.string()),
    styles: z.array(z.string()),
    catalogs: z.partialRecord(z.enum(LOCALES), z.array(z.string())).optional(),
  }),
);

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** index.html with the preload links of `files` before the end of its head. */
export const withPreloads = (html: string, files: { modules: string[]; styles: string[] }): string => {
  const links = [
    ...files.modules.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`),
    ...files.styles.map(
      (href) => `<link rel="preload" as="style" crossorigin href="${escapeAttribute(href)}">`,
    ),
  ];
  return links.length ? html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`) : html;
};

export interface PagePreferences {
  locale: Locale;
  scheme: ColorScheme;
}

/** The <html> tag of index.html as built, replaced by the reader's (a build without it is refused). */
const BUILT_HTML_TAG = `<html lang="${DEFAULT_LOCALE}" dir="ltr" data-mantine-color-scheme="${DEFAULT_COLOR_SCHEME}">`;

/** index.html in the reader's language, direction and colour scheme. */
export const withPreferences = (html: string, { locale, scheme }: PagePreferences): string => {
  if (!html.includes(BUILT_HTML_TAG)) throw new Error(`index.html has no ${BUILT_HTML_TAG}`);
  const dir = RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
  return html.replace(
    BUILT_HTML_TAG,
    `<html lang="${locale}" dir="${dir}" data-mantine-color-scheme="${scheme}">`,
  );
};

/** The value of the cookie `name` in a Cookie header. */
const cookieValue = (cookieHeader: string | undefined, name: string): string | undefined => {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === name) return value;
  }
  return undefined;
};

/** The language and scheme a request's cookies name; the defaults for missing or unknown ones. */
export const cookiePreferences = (cookieHeader: string | undefined): PagePreferences => {
  const locale = cookieValue(cookieHeader, LOCALE_COOKIE);
  const scheme = cookieValue(cookieHeader, COLOR_SCHEME_COOKIE);
  return {
    locale: LOCALES.find((known) => known === locale) ?? DEFAULT_LOCALE,
    scheme: COLOR_SCHEMES.find((known) => known === scheme) ?? DEFAULT_COLOR_SCHEME,
  };
};

/** A page's HTML, and its brotli and gzip copies (made once, like the built assets'). */
export interface SpaPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

const encoded = (html: string): SpaPage => ({
  html,
  br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: gzipSync(html, { level: 9 }),
});

/** The compression of an Accept-Encoding header to send a page in: brotli, gzip or none. */
export const pageEncoding = (acceptEncoding: string | undefined): 'br' | 'gzip' | undefined => {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      // `br;q=0` refuses brotli.
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
};

/** The HTML of the SPA's pages, made once at start for every language and scheme. */
export interface SpaPages {
  /** The page for a reader's preferences. */
  page(path: string, preferences: PagePreferences): SpaPage;
  /** The pages that name files of their own. */
  paths(): string[];
}

const variantKey = ({ locale, scheme }: PagePreferences) => `${locale} ${scheme}`;

/** The pages of the build at `root`, whose index.html must exist. */
export function loadSpaPages(root: string): SpaPages {
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const manifest = join(root, 'preloads.json');
  const preloads = existsSync(manifest)
    ? preloadsSchema.parse(JSON.parse(readFileSync(manifest, 'utf8')))
    : {};
  const variants = (files?: z.infer<typeof preloadsSchema>[string]) =>
    new Map(
      LOCALES.flatMap((locale) =>
        COLOR_SCHEMES.map((scheme) => {
          const named = files
            ? withPreloads(html, {
                ...files,
                modules: [...files.modules, ...(files.catalogs?.[locale] ?? [])],
              })
            : html;
          return [
            variantKey({ locale, scheme }),
            encoded(withPreferences(named, { locale, scheme })),
          ] as const;
        }),
      ),
    );
  const plain = variants();
  const pages = new Map(Object.entries(preloads).map(([path, files]) => [path, variants(files)]));
  return {
    page: (path, preferences) => (pages.get(path) ?? plain).get(variantKey(preferences))!,
    paths: () => [...pages.keys()],
  };
}
