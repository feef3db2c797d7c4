import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { componentStylesheet, GLOBAL_PARTS } from './mantine-styles';

const mantine = fileURLToPath(new URL('../../node_modules/@mantine/core', import.meta.url));
const read = (path: string) => readFileSync(join(mantine, path), 'utf8');

const classNameModules = (readdirSync(join(mantine, 'esm'), { recursive: true }) as string[])
  .filter((file) => file.endsWith('.module.css.mjs'))
  .map((file) => join(mantine, 'esm', file));

describe('Mantine styles per component', () => {
  it('names the stylesheet of a class names module, and of nothing else', () => {
    expect(
      componentStylesheet('/x/node_modules/@mantine/core/esm/components/Button/Button.module.css.mjs'),
    ).toBe('@mantine/core/styles/Button.css');
    expect(
      componentStylesheet('/x/node_modules/@mantine/core/esm/components/Button/Button.mjs'),
    ).toBeUndefined();
    expect(componentStylesheet('/x/src/ui/figure-card.tsx')).toBeUndefined();
  });

  it('finds a stylesheet for every component of the installed Mantine', () => {
    expect(classNameModules.length).toBeGreaterThan(50);
    for (const module of classNameModules) {
      const stylesheet = componentStylesheet(module)!.replace('@mantine/core/', '');
      // The stylesheet is the module's: it styles classes the module names.
      const named = Object.values(
        JSON.parse(/var classes = (\{.*\});/.exec(read(module.slice(mantine.length + 1)))![1]!),
      );
      const styled = new Set(read(stylesheet).match(/\.m_[0-9a-f]+/g));
      expect(named.filter((name) => styled.has(`.${String(name)}`)).length).toBeGreaterThan(0);
    }
  });

  it('leaves out nothing of the full stylesheet', () => {
    const parts = [
      ...GLOBAL_PARTS.map((part) => `styles/${part}.css`),
      ...classNameModules.map((module) => componentStylesheet(module)!.replace('@mantine/core/', '')),
    ];
    // Every selector of the full stylesheet is in one of the parts a build can take.
    const selectorsOf = (css: string) =>
      new Set([...css.matchAll(/([^{};]+)\{/g)].map(([, selector]) => selector!.replace(/\s+/g, ' ').trim()));
    const covered = new Set(parts.flatMap((part) => [...selectorsOf(read(part))]));
    expect([...selectorsOf(read('styles.css'))].filter((selector) => !covered.has(selector))).toEqual([]);
  });
});
