// Integer mask of spec section 5: digits only, never above the 32-bit limit the server stores.
import { INTEGER_LIMIT } from '../constants';

/** Keeps the digits of `raw`, capped at 2147483647: 'a12b' → '12', '99999999999' → '2147483647'. */
export const sanitizeInteger = (raw: string): string => {
  const digits = raw.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (!digits) return '';
  // Compare by length first: long strings overflow Number precision.
  if (digits.length > String(INTEGER_LIMIT).length || Number(digits) > INTEGER_LIMIT) {
    return String(INTEGER_LIMIT);
  }
  return digits;
};

/** The integer of `raw` after sanitising, or null when it has no digits. */
export const parseInteger = (raw: string): number | null => {
  const clean = sanitizeInteger(raw);
  return clean === '' ? null : Number(clean);
};
