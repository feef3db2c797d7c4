import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSpaPages } from './spa-pages';

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
    const html = pages.get('/dashboard')!;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-2.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/shell-3.js">');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/shell-4.css">');
    expect(head.indexOf('index-1.js')).toBeLessThan(head.indexOf('dashboard-2.js'));
    expect(html).toContain('<div id="root"></div>');
  });

  it('gives other pages nothing of their own (they get index.html as built)', () => {
    const pages = loadSpaPages(builtSpa({ '/login': { modules: ['/assets/sign-in-5.js'], styles: [] } }));
    expect([...pages.keys()]).toEqual(['/login']);
  });

  it('is empty for a build without preloads', () => {
    expect(loadSpaPages(builtSpa()).size).toBe(0);
  });

  it('refuses a list that is not the build’s', () => {
    expect(() => loadSpaPages(builtSpa({ login: { modules: 'x' } }))).toThrow();
  });

  it('escapes what it writes into an attribute', () => {
    const pages = loadSpaPages(builtSpa({ '/login': { modules: ['/assets/a"b.js'], styles: [] } }));
    expect(pages.get('/login')).toContain('href="/assets/a&quot;b.js"');
  });
});
