// Messages per locale, each catalog its own chunk: a browser downloads only the language it
// shows. Every catalog is complete (a check before each change compares en and ar with pt).
// The built SPA receives them already parsed (vite.config.ts), the development server as text.
import type { MessageFormatElement } from 'react-intl';
import { RTL_LOCALES, type Locale } from '@/domain/constants';

export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

const CATALOGS: Record<Locale, () => Promise<{ default: Messages }>> = {
  pt: () => import('../../lang/pt.json'),
  en: () => import('../../lang/en.json'),
  ar: () => import('../../lang/ar.json'),
};

const loaded = new Map<Locale, Promise<Messages>>();

/** The locale's messages, fetched once. */
export const loadMessages = (locale: Locale): Promise<Messages> => {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = CATALOGS[locale]().then((module) => module.default);
    // A failed fetch (a new deployment replaced the chunk, the network dropped) is tried again
    // on the next call instead of being remembered.
    messages.catch(() => loaded.delete(locale));
    loaded.set(locale, messages);
  }
  return messages;
};

export const directionOf = (locale: Locale): 'rtl' | 'ltr' => (RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr');
