// Declared filters of a resource list. Each filter is one query parameter: the SPA keeps it in
// its URL and draws it in the filter bar, the server validates it with the same zod schema and
// turns it into SQL (server/resources/filter-conditions.ts). Pure: no I/O.
import { z } from 'zod';
import { TIMEZONE_OFFSET_HOURS } from '../constants';
import { INVALID_TEXT_MESSAGE, safeDay, textProblem } from '../safe-input';

/**
 * How a value matches a column:
 * - 'gte' / 'lte': on or after / on or before; a date counts whole days of the business time
 *   zone (UTC-3, spec section 9), so 'lte 2024-05-31' keeps all of the 31st;
 * - 'eq': equal;
 * - 'startsWith': the column begins with the value (a CNPJ typed from its first digits);
 * - 'words': every word of the value begins a word of the column, ignoring case and accents
 *   ("sao jo" finds "SÃO JOSÉ DOS CAMPOS").
 */
export type FilterOp = 'gte' | 'lte' | 'eq' | 'startsWith' | 'words';

/**
 * How the typed value is cleaned before it meets one column: 'digits' keeps digits only (a
 * CNPJ typed with dots and slashes); 'number' also drops leading zeros (an NF-e number printed
 * as 000.001.234). A value left empty by its cleaning skips that column.
 */
export type FilterNormalizer = 'digits' | 'number';

export interface FilterTarget {
  column: string;
  op: FilterOp;
  normalize?: FilterNormalizer;
  /**
   * 'words' only: the column of the table that keeps `column`'s words already folded (a stored
   * generated tsvector), for words many rows share, like a city. A page of the list then tests
   * each row's stored words as it walks its order, instead of folding every row it passes or
   * gathering every match to sort them (server/resources/words-match.ts).
   */
  storedWords?: string;
}

/** 'date': a yyyy-mm-dd day; 'text': free text; 'select': one of `options`. */
export type FilterKind = 'date' | 'text' | 'select';

interface FilterBase {
  /** Query parameter, and the label id `resource.<resource>.filter.<name>`. */
  name: string;
  kind: FilterKind;
  /** Values of a select. */
  options?: readonly string[];
  /** Label ids of the options are `<optionLabels>.<value>`; without it the value shows as is. */
  optionLabels?: string;
  /**
   * A select of several options at once, any of which matches ("Pendente + Em trânsito"): its
   * query value lists them separated by commas (`?status=pendente,emTransito`).
   */
  multiple?: boolean;
}

/** One column, or several of which any may match ("NF-e number or access key"). */
export type FilterDef = FilterBase & (FilterTarget | { targets: readonly FilterTarget[] });

export const filterTargets = (filter: FilterDef): readonly FilterTarget[] => {
  if ('targets' in filter) return filter.targets;
  const { column, op, normalize, storedWords } = filter;
  return [{ column, op, normalize, storedWords }];
};

export const FILTER_TEXT_MAX = 100;
/** Words of a 'words' filter beyond these are ignored; names and cities have fewer. */
export const FILTER_WORDS_MAX = 8;

// Catalog ids (src/domain/validation/issue-message.ts): the server's 400 reads
// '{filter}: {message}' in the request's language, the SPA words them in the user's.
export const INVALID_OPTION_MESSAGE = 'error.validation.invalidOption';
/** Its texts take the limit (`maximum`) from the refusal. */
const FILTER_TOO_LONG_MESSAGE = 'error.validation.tooLong';

/**
 * The schema of one filter's query value. An empty value is allowed and means "no filter", so
 * a cleared field in a shared URL (`?status=`) is not an error.
 */
export const filterValueSchema = (filter: FilterDef): z.ZodType<string | undefined> => {
  const empty = z.literal('');
  switch (filter.kind) {
    case 'date':
      // Bounded days: year 0 or 99999 would reach PostgreSQL as a timestamp it cannot hold.
      return z.union([empty, safeDay]).optional();
    case 'select': {
      const options = filter.options ?? [];
      if (options.length === 0) return empty.optional();
      // One schema rather than a union with the empty value, whose refusal would be zod's
      // generic one instead of this message.
      if (!filter.multiple) return z.enum(['', ...options], INVALID_OPTION_MESSAGE).optional();
      return z
        .string()
        .refine(
          (value) =>
            value === '' ||
            (selectedOptions(value).length > 0 &&
              selectedOptions(value).every((option) => options.includes(option))),
          { message: INVALID_OPTION_MESSAGE },
        )
        .optional();
    }
    case 'text':
      return z
        .string()
        .trim()
        .max(FILTER_TEXT_MAX, FILTER_TOO_LONG_MESSAGE)
        .refine((text) => textProblem(text) === undefined, INVALID_TEXT_MESSAGE)
        .optional();
  }
};

/** The options of a multiple select's value, in order and once each: 'a,b,a' → ['a', 'b']. */
export const selectedOptions = (value: string): string[] => [
  ...new Set(
    value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  ),
];

/** The query shape of a list's filters, to extend the list query with. */
export const filterQueryShape = (filters: readonly FilterDef[] = []) =>
  Object.fromEntries(filters.map((f) => [f.name, filterValueSchema(f)])) as Record<
    string,
    z.ZodType<string | undefined>
  >;

/** The filter values in force: every declared filter with a non-empty value. */
export const activeFilterValues = (
  filters: readonly FilterDef[] = [],
  query: Readonly<Record<string, unknown>>,
): Record<string, string> => {
  const active: Record<string, string> = {};
  for (const filter of filters) {
    const value = query[filter.name];
    if (typeof value === 'string' && value.trim() !== '') active[filter.name] = value.trim();
  }
  return active;
};

/** The value as it meets a column, or null when cleaning left nothing to match. */
export const normalizeFilterValue = (
  value: string,
  normalize: FilterNormalizer | undefined,
): string | null => {
  let clean = value.trim();
  if (normalize === 'digits' || normalize === 'number') clean = clean.replace(/\D/g, '');
  if (normalize === 'number') clean = clean.replace(/^0+/, '');
  return clean === '' ? null : clean;
};

/** The words of a 'words' filter: runs of letters and digits, at most FILTER_WORDS_MAX. */
export const searchWords = (value: string): string[] =>
  value
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, FILTER_WORDS_MAX);

/** A full-text query where each word matches as a prefix: 'sao jo' → 'sao:* & jo:*'. */
export const prefixQuery = (words: readonly string[]): string => words.map((w) => `${w}:*`).join(' & ');

const pad = (n: number) => String(n).padStart(2, '0');

/** The business time zone as an ISO offset: -3 → '-03:00'. */
export const businessOffset = (hours: number = TIMEZONE_OFFSET_HOURS): string =>
  `${hours < 0 ? '-' : '+'}${pad(Math.abs(Math.trunc(hours)))}:${pad(Math.round((Math.abs(hours) % 1) * 60))}`;

/** The instant a business day starts: '2024-05-01' → '2024-05-01T00:00:00-03:00'. */
export const dayStart = (day: string): string => `${day}T00:00:00${businessOffset()}`;

export { nextDay } from '../calendar-day';
