// A module's own messages, on top of the platform's. Each module keeps its catalogs in its folder
// (src/features/<module>/lang/) and they load with its layout, so a browser downloads only its
// language and the modules it opens. The layout's route waits for the catalog before it renders,
// so its first paint already has every text; on a change of language the previous module texts
// stay until the new ones arrive, as the platform catalog does (use-locale-messages.ts).
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Locale } from '@/domain/constants';
import { localeAtom, sessionStore } from '@/services/session-storage';
import type { Messages } from './i18n';

export type ModuleCatalogs = Record<Locale, () => Promise<{ default: Messages }>>;

const loading = new WeakMap<ModuleCatalogs, Map<Locale, Promise<Messages>>>();
const loaded = new WeakMap<ModuleCatalogs, Map<Locale, Messages>>();

/** The module's messages in that language, fetched once. */
export const loadModuleMessages = (catalogs: ModuleCatalogs, locale: Locale): Promise<Messages> => {
  const byLocale = loading.get(catalogs) ?? new Map<Locale, Promise<Messages>>();
  loading.set(catalogs, byLocale);
  let messages = byLocale.get(locale);
  if (!messages) {
    messages = catalogs[locale]().then((module) => {
      const done = loaded.get(catalogs) ?? new Map<Locale, Messages>();
      loaded.set(catalogs, done.set(locale, module.default));
      return module.default;
    });
    // A failed fetch is tried again on the next call instead of being remembered.
    messages.catch(() => byLocale.delete(locale));
    byLocale.set(locale, messages);
  }
  return messages;
};

/** Starts the module's catalog in the language the user reads now (a layout route's lazy()). */
export const preloadModuleMessages = (catalogs: ModuleCatalogs): Promise<Messages> =>
  loadModuleMessages(catalogs, sessionStore.get(localeAtom));

export const ModuleMessages = ({ catalogs, children }: { catalogs: ModuleCatalogs; children: ReactNode }) => {
  const platform = useIntl();
  const locale = platform.locale as Locale;
  const [shown, setShown] = useState(() => loaded.get(catalogs)?.get(locale));
  useEffect(() => {
    let active = true;
    const ready = loaded.get(catalogs)?.get(locale);
    if (ready) setShown(ready);
    else
      loadModuleMessages(catalogs, locale).then(
        (messages) => active && setShown(messages),
        // Without its catalog the module still works, its texts shown as their ids; the route's
        // own lazy() already refused to open it while the network was down.
        () => undefined,
      );
    return () => {
      active = false;
    };
  }, [catalogs, locale]);
  const messages = useMemo(
    () => ({ ...platform.messages, ...shown }) as Record<string, string>,
    [platform.messages, shown],
  );
  if (!shown) return null;
  return (
    <IntlProvider locale={platform.locale} defaultLocale={platform.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
};
