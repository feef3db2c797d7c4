// Every catalog of a language merged (the platform's and each module's), for tests that render
// screens outside their module layout. The app itself loads a module's catalog with its layout
// (src/app/module-messages.tsx).
import type { Locale } from '@/domain/constants';

type Catalog = Record<string, string>;
const CATALOGS = {
  pt: import.meta.glob<Catalog>('../../lang/**/pt.json', { eager: true, import: 'default' }),
  en: import.meta.glob<Catalog>('../../lang/**/en.json', { eager: true, import: 'default' }),
  ar: import.meta.glob<Catalog>('../../lang/**/ar.json', { eager: true, import: 'default' }),
};

export const allMessages = (locale: Locale): Catalog => Object.assign({}, ...Object.values(CATALOGS[locale]));
