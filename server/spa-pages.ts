// The HTML of the SPA's pages. Most pages get index.html as built. A page the build lists in
// dist/preloads.json (the sign-in page, the dashboard) gets index.html naming the chunks and
// styles its route needs too, so the browser fetches them alongside the entry rather than after
// the entry has run and the router has asked for them: a round trip less before the first paint.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const preloadsSchema = z.record(
  z.string().startsWith('/'),
  z.object({ modules: z.array(z.string()), styles: z.array(z.string()) }),
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

/** The HTML of each page path that has preloads, made once at start; empty without a build. */
export function loadSpaPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  const manifest = join(root, 'preloads.json');
  if (!existsSync(manifest)) return pages;
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const preloads = preloadsSchema.parse(JSON.parse(readFileSync(manifest, 'utf8')));
  for (const [path, files] of Object.entries(preloads)) pages.set(path, withPreloads(html, files));
  return pages;
}
