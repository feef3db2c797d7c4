// Exact decimals (the database's numeric columns arrive as strings) in the Brazilian format of
// spec section 5: dots between thousands, a comma before the decimals.
import Big from 'big.js';

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/**
 * '1234.5' with 3 decimals → '1.234,500'. A value with no more decimals than asked for is only
 * padded, so it stays exact; a longer one is rounded. '' when the value is not a number.
 */
export const formatDecimal = (value: string | number, fractionDigits: number): string => {
  let text = typeof value === 'number' ? String(value) : value.trim();
  let match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (match && (match[3] ?? '').length > fractionDigits) {
    // big.js rounds the decimal itself: a float would make '1.005' into 1.00499… and round down.
    text = new Big(text).toFixed(fractionDigits, Big.roundHalfUp);
    match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  }
  if (!match) return '';
  const [, sign = '', whole = '0', fraction = ''] = match;
  const decimals = fraction.padEnd(fractionDigits, '0');
  const negative = sign === '-' && /[1-9]/.test(whole + decimals) ? '-' : '';
  return `${negative}${groupThousands(whole)}${fractionDigits > 0 ? `,${decimals}` : ''}`;
};
