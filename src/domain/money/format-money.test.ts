import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('formats an exact decimal in each language', () => {
    expect(formatMoney('1234.5', 'pt')).toBe('R$\u00a01.234,50');
    expect(formatMoney('1234.56', 'en')).toBe('R$1,234.56');
    expect(formatMoney('0.1', 'pt')).toBe('R$\u00a00,10');
    expect(formatMoney('abc', 'pt')).toBe('');
  });

  it('keeps an Arabic amount left to right, so right-to-left text never shows "$R"', () => {
    const text = formatMoney('1234.56', 'ar');
    expect(text.startsWith('\u2066')).toBe(true);
    expect(text.endsWith('\u2069')).toBe(true);
    expect(text.slice(1, -1)).toBe('1,234.56\u00a0R$');
  });
});
