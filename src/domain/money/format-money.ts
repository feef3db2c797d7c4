// Money as each language shows it: 'R$ 1.234,56' in Portuguese, 'R$1,234.56' in English, and in
// Arabic the amount in Latin digits (as every other number of the product) before 'R$'. In
// right-to-left text the '$' of 'R$' (a neutral character) would take the paragraph's direction
// and show as '$R', so the Arabic amount is a left-to-right isolate (LRI ... PDI) that reads
// '1,234.56 R$' wherever it is placed.
// Intl formats a decimal string exactly (no float on the way), so what the database summed to
// the cent is what the user reads.
import type { DecimalString } from './decimal';

const LOCALE_TAGS: Record<string, string> = { pt: 'pt-BR', en: 'en-US', ar: 'ar-u-nu-latn' };

const formatters = new Map<string, Intl.NumberFormat>();

const formatterFor = (locale: string) => {
  const tag = LOCALE_TAGS[locale] ?? LOCALE_TAGS.pt!;
  let formatter = formatters.get(tag);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, { style: 'currency', currency: 'BRL' });
    formatters.set(tag, formatter);
  }
  return formatter;
};

/** '1234.5' → 'R$ 1.234,50' (pt); '' for what is not a plain decimal. */
export function formatMoney(value: DecimalString, locale: string): string {
  const text = value.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return '';
  // Intl.NumberFormat reads a string as an exact decimal; the cast covers older type libraries.
  const formatted = formatterFor(locale).format(text as unknown as number);
  return locale === 'ar' ? `\u2066${formatted.replace(/[\u200e\u200f\u061c]/g, '')}\u2069` : formatted;
}
