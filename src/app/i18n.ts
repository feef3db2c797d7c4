// Messages per locale, imported statically: Portuguese is the source and the fallback.
import pt from '../../lang/pt.json';
import en from '../../lang/en.json';
import ar from '../../lang/ar.json';
import { DEFAULT_LOCALE, RTL_LOCALES, type Locale } from '@/domain/constants';

const MESSAGES: Record<Locale, Record<string, string>> = { pt, en, ar };

/** The locale's messages over the Portuguese ones, so a missing id still shows Portuguese. */
export const messagesFor = (locale: Locale): Record<string, string> =>
  locale === DEFAULT_LOCALE ? MESSAGES.pt : { ...MESSAGES.pt, ...MESSAGES[locale] };

export const directionOf = (locale: Locale): 'rtl' | 'ltr' => (RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr');
