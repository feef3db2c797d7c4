import { readFileSync } from 'node:fs';
import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { themeFor } from './theme';

const INDEX_HTML = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

/** The declarations of the index.html rule whose selector starts with `selector`. */
const ruleOf = (selector: string) => {
  const start = INDEX_HTML.indexOf(`${selector} {`);
  expect(start, selector).toBeGreaterThan(-1);
  return INDEX_HTML.slice(start, INDEX_HTML.indexOf('}', start));
};

// index.html paints the page before Mantine's variables exist; when the application takes over,
// Mantine paints the body with --mantine-color-body: white in light mode, dark[7] in dark mode.
describe('the page background before the application runs', () => {
  it('is the theme’s body colour in each scheme, so nothing changes colour when the app draws', () => {
    for (const theme of ['default', 'clientBlue', 'clientGreen'] as const) {
      const dark = themeFor(theme).colors?.dark?.[7];
      expect(ruleOf("[data-mantine-color-scheme='dark'] body:has(> #root:empty)")).toContain(
        `background: ${dark};`,
      );
    }
    expect(ruleOf('body:has(> #root:empty)')).toContain(`background: ${DEFAULT_THEME.white};`);
  });
});
