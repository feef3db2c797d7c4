import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { cookiePreferences, loadSpaPages, pageEncoding, withPreferences } from './spa-pages';

const INDEX = `<!doctype html>
<html lang="pt" dir="ltr" data-mantine-color-scheme="dark">
  <head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const PT_DARK = { locale: 'pt', scheme: 'dark' } as const;

const builtSpa = (preloads?: unknown) => {
  const root = mkdtempSync(join(tmpdir(), 'rota-spa-pages-'));
  writeFileSync(join(root, 'index.html'), INDEX);
  if (preloads !== undefined) writeFileSync(join(root, 'preloads.json'), JSON.stringify(preloads));
  return root;
};

describe('loadSpaPages', () => {
  it('names each listed page’s chunks and styles in its head, after the entry', () => {
    const pages = loadSpaPages(
      builtSpa({
        '/dashboard': {
          modules: ['/assets/dashboard-2.js', '/assets/shell-3.js'],
          styles: ['/assets/shell-4.css'],
        },
      }),
    );
    const html = pages.page('/dashboard', PT_DARK).html;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-2.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/shell-3.js">');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/shell-4.css">');
    expect(head.indexOf('index-1.js')).toBeLessThan(head.indexOf('dashboard-2.js'));
    expect(html).toContain('<div id="root"></div>');
  });

  it('gives other pages no file of their own', () => {
    const pages = loadSpaPages(builtSpa({ '/login': { modules: ['/assets/sign-in-5.js'], styles: [] } }));
    expect(pages.paths()).toEqual(['/login']);
    expect(pages.page('/empresa/list', PT_DARK).html).not.toContain('sign-in-5.js');
    expect(pages.page('/empresa/list', PT_DARK).html).toContain('/assets/index-1.js');
  });

  it('writes the reader’s language, direction and scheme on every page', () => {
    const pages = loadSpaPages(builtSpa({ '/login': { modules: ['/assets/sign-in-5.js'], styles: [] } }));
    for (const path of ['/login', '/empresa/list', '/']) {
      const arabic = pages.page(path, { locale: 'ar', scheme: 'light' }).html;
      expect(arabic).toContain('<html lang="ar" dir="rtl" data-mantine-color-scheme="light">');
      const english = pages.page(path, { locale: 'en', scheme: 'dark' }).html;
      expect(english).toContain('<html lang="en" dir="ltr" data-mantine-color-scheme="dark">');
    }
  });

  it('refuses an index.html whose <html> tag it does not know', () => {
    expect(() => withPreferences('<html lang="pt"><body></body></html>', PT_DARK)).toThrow(
      /index.html has no/,
    );
  });

  it('names the catalogs of the reader’s language only', () => {
    const pages = loadSpaPages(
      builtSpa({
        '/login': {
          modules: ['/assets/sign-in-5.js'],
          styles: [],
          catalogs: { pt: ['/assets/pt-6.js'], ar: ['/assets/ar-7.js'] },
        },
      }),
    );
    expect(pages.page('/login', PT_DARK).html).toContain('href="/assets/pt-6.js"');
    expect(pages.page('/login', PT_DARK).html).not.toContain('ar-7.js');
    expect(pages.page('/login', { locale: 'ar', scheme: 'dark' }).html).toContain('href="/assets/ar-7.js"');
    expect(pages.page('/login', { locale: 'en', scheme: 'dark' }).html).not.toMatch(/pt-6|ar-7/);
  });

  it('reads the language and scheme from the cookies, Portuguese and dark without them or for unknown ones', () => {
    expect(cookiePreferences('a=1; rota-locale=ar; b=2; rota-color-scheme=light')).toEqual({
      locale: 'ar',
      scheme: 'light',
    });
    expect(cookiePreferences('rota-locale=en')).toEqual({ locale: 'en', scheme: 'dark' });
    expect(cookiePreferences('rota-locale=xx; rota-color-scheme=blue')).toEqual(PT_DARK);
    expect(cookiePreferences('other-rota-locale=ar; my-rota-color-scheme=light')).toEqual(PT_DARK);
    expect(cookiePreferences(undefined)).toEqual(PT_DARK);
  });

  it('has no page of its own for a build without preloads, and still serves every page', () => {
    const pages = loadSpaPages(builtSpa());
    expect(pages.paths()).toEqual([]);
    expect(pages.page('/dashboard', PT_DARK).html).toContain('/assets/index-1.js');
  });

  it('refuses a list that is not the build’s', () => {
    expect(() => loadSpaPages(builtSpa({ login: { modules: 'x' } }))).toThrow();
  });

  it('escapes what it writes into an attribute', () => {
    const pages = loadSpaPages(builtSpa({ '/login': { modules: ['/assets/a"b.js'], styles: [] } }));
    expect(pages.page('/login', PT_DARK).html).toContain('href="/assets/a&quot;b.js"');
  });

  it('keeps a brotli and a gzip copy of each page, and picks the one the browser takes', () => {
    const page = loadSpaPages(builtSpa()).page('/login', { locale: 'ar', scheme: 'light' });
    expect(brotliDecompressSync(page.br).toString()).toBe(page.html);
    expect(gunzipSync(page.gzip).toString()).toBe(page.html);
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pageEncoding('identity')).toBeUndefined();
    expect(pageEncoding(undefined)).toBeUndefined();
  });
});
