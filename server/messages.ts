// The texts of every message id the server answers with, in each language: the platform catalog
// and each module's (lang/<module>/<language>.json), the same files the SPA shows. An error answer
// carries its ids for the SPA and its texts in the language the request asks for (Accept-Language,
// which the SPA sets to the user's language; Portuguese otherwise), so every client reads it.
import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../src/domain/constants';
import platformAr from '../lang/ar.json';
import platformEn from '../lang/en.json';
import platformPt from '../lang/pt.json';
import shippingAr from '../lang/shipping-company/ar.json';
import shippingEn from '../lang/shipping-company/en.json';
import shippingPt from '../lang/shipping-company/pt.json';
import trackingAr from '../lang/tracking/ar.json';
import trackingEn from '../lang/tracking/en.json';
import trackingPt from '../lang/tracking/pt.json';

export const PT_MESSAGES = { ...platformPt, ...trackingPt, ...shippingPt };
export type MessageId = keyof typeof PT_MESSAGES;
/** A message as the server answers it: its catalog id and the values its text takes. */
export interface ServerMessage {
  id: MessageId;
  /** A value may be a message itself ('{field}: {message}'), formatted in the same language. */
  values?: Readonly<Record<string, string | number | ServerMessage>>;
}

const CATALOGS: Record<Locale, Readonly<Record<string, string>>> = {
  pt: PT_MESSAGES,
  en: { ...platformEn, ...trackingEn, ...shippingEn },
  ar: { ...platformAr, ...trackingAr, ...shippingAr },
};

const formats = new Map<string, IntlMessageFormat>();

/** The message's text in that language (Portuguese when the language lacks it). */
export function messageText(message: ServerMessage, locale: Locale = DEFAULT_LOCALE): string {
  const key = `${locale}\u0000${message.id}`;
  let format = formats.get(key);
  if (!format) {
    const pattern = CATALOGS[locale][message.id] ?? PT_MESSAGES[message.id];
    format = new IntlMessageFormat(pattern, locale);
    formats.set(key, format);
  }
  const values = Object.fromEntries(
    Object.entries(message.values ?? {}).map(([name, value]) => [
      name,
      typeof value === 'object' ? messageText(value, locale) : value,
    ]),
  );
  return String(format.format(values));
}

/** The first language of an Accept-Language header the product speaks; Portuguese otherwise. */
export function requestLocale(acceptLanguage: string | undefined): Locale {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q) };
    })
    .filter(({ language, q }) => language && q > 0)
    .sort((a, b) => b.q - a.q);
  const found = ranked.find(({ language }) => (LOCALES as readonly string[]).includes(language));
  return (found?.language as Locale | undefined) ?? DEFAULT_LOCALE;
}
