// Brazilian money mask of spec section 5: the typed digits are cents, shown as '1.234,56'.

/** Keeps the digits of `raw` and formats them as cents: '123456' → '1.234,56', '5' → '0,05'. */
export const formatMoneyDigits = (raw: string): string => {
  const digits = raw.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (!digits) return '';
  const padded = digits.padStart(3, '0');
  const whole = padded.slice(0, -2);
  const cents = padded.slice(-2);
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
};

/** Formats a number of reais: 1234.5 → '1.234,50'. */
export const formatMoney = (value: number): string => {
  if (!Number.isFinite(value)) return '';
  const sign = value < 0 ? '-' : '';
  return sign + formatMoneyDigits(Math.round(Math.abs(value) * 100).toString());
};

/** Reads a masked value back: '1.234,56' → 1234.56; '' → null. */
export const parseMoney = (masked: string): number | null => {
  const negative = masked.trim().startsWith('-');
  const digits = masked.replace(/\D/g, '');
  if (!digits) return null;
  const value = Number(digits) / 100;
  return negative ? -value : value;
};
