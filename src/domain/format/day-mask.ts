// A day typed as dd/mm/yyyy (spec section 9), whatever the browser's locale: the digits are
// masked as they are typed and read back as the yyyy-mm-dd the API takes.

/** Keeps up to eight digits and puts the slashes in: '0105202' → '01/05/202'. */
export const maskDay = (raw: string): string => {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
};

/** 'dd/mm/yyyy' → 'yyyy-mm-dd' for a real calendar day; null otherwise (incomplete, 31/02). */
export const parseBrDay = (masked: string): string | null => {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(masked);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
};
