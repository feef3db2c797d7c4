// The HTML of the SPA's pages. Most pages get index.html as built. A page the build lists in
// dist/preloads.json (the sign-in page, the dashboard) gets index.html naming the chunks and
// styles its route needs too, and the message catalogs of the reader's language, so the browser
// fetches them alongside the entry rather than after the entry has run and asked for them: a
// round trip less before the first paint. The language comes from the `rota-locale` cookie the
// SPA writes when it shows a language (src/app/locale-cookie.ts); without it, Portuguese.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale } from '../src/domain/constants';

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

/** The language a request's cookie names, or Portuguese. */
export const cookieLocale = (cookieHeader: string | undefined): Locale => {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE) return LOCALES.find((locale) => locale === value) ?? DEFAULT_LOCALE;
  }
  return DEFAULT_LOCALE;
};

/** The HTML of the pages that have preloads, per language, made once at start. */
export interface SpaPages {
  /** The page's HTML in `locale`, or undefined for a page without preloads. */
  page(path: string, locale: Locale): string | undefined;
  paths(): string[];
}

/** The pages of the build at `root`; none without a build. */
export function loadSpaPages(root: string): SpaPages {
  const pages = new Map<string, Record<Locale, string>>();
  const manifest = join(root, 'preloads.json');
  if (existsSync(manifest)) {
    const html = readFileSync(join(root, 'index.html'), 'utf8');
    const preloads = preloadsSchema.parse(JSON.parse(readFileSync(manifest, 'utf8')));
    for (const [path, files] of Object.entries(preloads)) {
      const page = (locale: Locale) =>
        withPreloads(html, { ...files, modules: [...files.modules, ...(files.catalogs?.[locale] ?? [])] });
      pages.set(
        path,
        Object.fromEntries(LOCALES.map((locale) => [locale, page(locale)])) as Record<Locale, string>,
      );
    }
  }
  return {
    page: (path, locale) => pages.get(path)?.[locale],
    paths: () => [...pages.keys()],
  };
}
