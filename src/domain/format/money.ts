// Brazilian money mask of spec section 5: the typed digits are cents, shown as '1.234,56'. The
// value behind the mask is an exact decimal string ('1234.56'), never a float.
import { centsToMoney, moneyToCents, type DecimalString } from '@/domain/money/decimal';

/** Keeps the digits of `raw` and formats them as cents: '123456' → '1.234,56', '5' → '0,05'. */
export const formatMoneyDigits = (raw: string): string => {
  const digits = raw.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (!digits) return '';
  const padded = digits.padStart(3, '0');
  const whole = padded.slice(0, -2);
  const cents = padded.slice(-2);
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
};

/** Masks a decimal of reais: '1234.5' → '1.234,50', '-10' → '-10,00'. */
export const maskMoney = (value: DecimalString): string => {
  const cents = moneyToCents(value);
  const sign = cents < 0n ? '-' : '';
  return sign + formatMoneyDigits((cents < 0n ? -cents : cents).toString());
};

/** Reads a masked value back: '1.234,56' → '1234.56'; '' → null. */
export const parseMoney = (masked: string): DecimalString | null => {
  const negative = masked.trim().startsWith('-');
  const digits = masked.replace(/\D/g, '');
  if (!digits) return null;
  const cents = BigInt(digits);
  return centsToMoney(negative ? -cents : cents);
};
