// Exact sums of decimal strings such as '106.850' (weights) without floating-point drift:
// the value is kept as an integer number of units at the largest scale seen so far.

export interface DecimalSum {
  units: bigint;
  scale: number;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;
const TEN = 10n;

function pow10(exponent: number): bigint {
  return TEN ** BigInt(exponent);
}

/** Adds `text` to `sum` (null = nothing yet). Returns null for text that is not a plain decimal. */
export function addDecimal(sum: DecimalSum | null, text: string): DecimalSum | null {
  if (!DECIMAL.test(text)) return null;
  const dot = text.indexOf('.');
  const scale = dot === -1 ? 0 : text.length - dot - 1;
  const units = BigInt(dot === -1 ? text : text.slice(0, dot) + text.slice(dot + 1));
  if (sum === null) return { units, scale };
  if (scale === sum.scale) return { units: sum.units + units, scale };
  if (scale > sum.scale) return { units: sum.units * pow10(scale - sum.scale) + units, scale };
  return { units: sum.units + units * pow10(sum.scale - scale), scale: sum.scale };
}

export function formatDecimal(sum: DecimalSum): string {
  const negative = sum.units < 0n;
  const digits = (negative ? -sum.units : sum.units).toString().padStart(sum.scale + 1, '0');
  const sign = negative ? '-' : '';
  if (sum.scale === 0) return sign + digits;
  return `${sign}${digits.slice(0, -sum.scale)}.${digits.slice(-sum.scale)}`;
}
