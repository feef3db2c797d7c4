import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cookieLocale, loadSpaPages } from './spa-pages';

const INDEX = `<!doctype html>
<html lang="pt">
  <head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

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
    const html = pages.page('/dashboard', 'pt')!;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-2.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/shell-3.js">');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/shell-4.css">');
    expect(head.indexOf('index-1.js')).toBeLessThan(head.indexOf('dashboard-2.js'));
    expect(html).toContain('<div id="root"></div>');
  });

  it('gives other pages nothing of their own (they get index.html as built)', () => {
    const pages = loadSpaPages(builtSpa({ '/login': { modules: ['/assets/sign-in-5.js'], styles: [] } }));
    expect(pages.paths()).toEqual(['/login']);
    expect(pages.page('/empresa/list', 'pt')).toBeUndefined();
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
    expect(pages.page('/login', 'pt')).toContain('href="/assets/pt-6.js"');
    expect(pages.page('/login', 'pt')).not.toContain('ar-7.js');
    expect(pages.page('/login', 'ar')).toContain('href="/assets/ar-7.js"');
    expect(pages.page('/login', 'en')).not.toMatch(/pt-6|ar-7/);
  });

  it('reads the language from the cookie, Portuguese without one or for an unknown one', () => {
    expect(cookieLocale('a=1; rota-locale=ar; b=2')).toBe('ar');
    expect(cookieLocale('rota-locale=en')).toBe('en');
    expect(cookieLocale('rota-locale=xx')).toBe('pt');
    expect(cookieLocale('other-rota-locale=ar')).toBe('pt');
    expect(cookieLocale(undefined)).toBe('pt');
  });

  it('is empty for a build without preloads', () => {
    expect(loadSpaPages(builtSpa()).paths()).toEqual([]);
  });

  it('refuses a list that is not the build’s', () => {
    expect(() => loadSpaPages(builtSpa({ login: { modules: 'x' } }))).toThrow();
  });

  it('escapes what it writes into an attribute', () => {
    const pages = loadSpaPages(builtSpa({ '/login': { modules: ['/assets/a"b.js'], styles: [] } }));
    expect(pages.page('/login', 'pt')).toContain('href="/assets/a&quot;b.js"');
  });
});
