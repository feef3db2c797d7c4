// Mantine's styles per component rather than all of them in every page's render-blocking
// stylesheet (about 200 KB, 24 KB compressed, most of it for components the sign-in page and the
// dashboard do not render). Each component's class names come from its `*.module.css.mjs`; the
// build makes that module import the component's stylesheet (`@mantine/core/styles/<Name>.css`),
// so a chunk's CSS holds the styles of the components it renders, after those of the components
// they are built from (imported first). The entry keeps the global part: the reset, the CSS
// variables and the shared utility classes. The development server keeps the full stylesheet,
// since it serves Mantine pre-bundled.
import type { Plugin } from 'vite';

export const FULL_STYLESHEET = '@mantine/core/styles.css';
/** What every page needs, in the order of Mantine's full stylesheet. */
export const GLOBAL_PARTS = ['baseline', 'default-css-variables', 'global'];
const GLOBAL_ID_SUFFIX = 'rota-global-parts.css';
const CLASS_NAMES = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.css\.mjs$/;

/** The stylesheet of the component whose class names module is `id`, if it is one. */
export const componentStylesheet = (id: string): string | undefined => {
  const component = CLASS_NAMES.exec(id)?.[1];
  return component && `@mantine/core/styles/${component}.css`;
};

export const mantineStylesPerComponent = (): Plugin => ({
  name: 'rota-mantine-styles-per-component',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer) {
    if (source !== FULL_STYLESHEET) return null;
    // The full stylesheet's import becomes a stylesheet of the global parts only.
    const global = await this.resolve('@mantine/core/styles/global.css', importer, { skipSelf: true });
    return global && { id: global.id.replace(/global\.css$/, GLOBAL_ID_SUFFIX) };
  },
  load(id) {
    if (!id.endsWith(GLOBAL_ID_SUFFIX)) return null;
    return GLOBAL_PARTS.map((part) => `@import '@mantine/core/styles/${part}.css';`).join('\n');
  },
  transform(code, id) {
    const stylesheet = componentStylesheet(id);
    return stylesheet ? { code: `import '${stylesheet}';\n${code}`, map: null } : null;
  },
});
