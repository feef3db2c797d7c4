// The texts of every message id the server answers with, in each language, from the catalogs the
// SPA shows (server/catalogs.ts). An error answer carries its ids for the SPA and its texts in the
// language the request asks for (Accept-Language, which the SPA sets to the user's language;
// Portuguese otherwise), so every client reads it.
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../src/domain/constants';
import type platformPt from '../lang/pt.json';
import type checklistPt from '../lang/checklist/pt.json';
import type logisticsPt from '../lang/logistics/pt.json';
import type shippingCompanyPt from '../lang/shipping-company/pt.json';
import type supportPt from '../lang/support/pt.json';
import type trackingPt from '../lang/tracking/pt.json';
import type trackingClientPt from '../lang/tracking-client/pt.json';
import { CATALOGS, catalogText } from './catalogs';

/** The ids the server names in its answers: the platform's and the modules' with server rules. */
export type MessageId =
  | keyof typeof platformPt
  | keyof typeof trackingPt
  | keyof typeof shippingCompanyPt
  | keyof typeof trackingClientPt
  | keyof typeof supportPt
  | keyof typeof checklistPt
  | keyof typeof logisticsPt;

/** A message as the server answers it: its catalog id and the values its text takes. */
export interface ServerMessage {
  id: MessageId;
  /** A value may be a message itself ('{field}: {message}'), formatted in the same language. */
  values?: Readonly<Record<string, string | number | ServerMessage>>;
}

/** Every Portuguese text, by id (the import log's `descricao` is written from it). */
export const PT_MESSAGES = CATALOGS.pt;

/** The message's text in that language (Portuguese when the language lacks it). */
export function messageText(message: ServerMessage, locale: Locale = DEFAULT_LOCALE): string {
  const values = Object.fromEntries(
    Object.entries(message.values ?? {}).map(([name, value]) => [
      name,
      typeof value === 'object' ? messageText(value, locale) : value,
    ]),
  );
  const language = CATALOGS[locale][message.id] === undefined ? DEFAULT_LOCALE : locale;
  return catalogText(language, message.id, values);
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
