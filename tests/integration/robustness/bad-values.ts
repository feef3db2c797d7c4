// fast-check arbitraries of what a careless or hostile client sends: text PostgreSQL refuses,
// numbers beyond the columns, days outside any calendar, wrong types and broken shapes. Mixed
// with plausible values, so some requests get past validation into the routes.
import fc from 'fast-check';

const HUGE = 'x'.repeat(100_001);

/** Text a route must refuse or store safely. */
export const badText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00y',
    '\ud83d',
    '<script>alert(1)</script>',
    "'; drop table usuario; --",
    '%00',
    '%',
    '_',
    '\\',
    '../../etc/passwd',
    ' ',
    '',
    'é'.repeat(3_000),
    HUGE,
    '\u202e\u0301',
  ),
  // Random UTF-16 units: lone surrogates and control characters included.
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  // Random enough not to compress: longer than a btree index row can hold.
  fc.string({ unit: 'grapheme-ascii', minLength: 3_000, maxLength: 3_200 }),
);

/** Numbers, as text, beyond int4, negative, fractional or not numbers at all. */
export const badNumberText: fc.Arbitrary<string> = fc.constantFrom(
  '0',
  '-1',
  '1.5',
  '2147483647',
  '2147483648',
  '-2147483649',
  '4294967296',
  '9007199254740992',
  '9007199254740993',
  '99999999999999999999999',
  '1e308',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '0x10',
  ' 1',
  '1 ',
  '١٢',
  'null',
  'true',
);

/** Days PostgreSQL or the product cannot take, and a few it can. */
export const badDay: fc.Arbitrary<string> = fc.constantFrom(
  '0000-01-01',
  '0001-01-01',
  '1899-12-31',
  '9999-12-31',
  '99999-12-31',
  '-0001-01-01',
  '2024-02-30',
  '2024-13-01',
  '2024-00-10',
  '2024-01-01T00:00:00Z',
  '294277-01-01',
  '2024-06-15',
  '1900-01-01',
  '2999-12-31',
);

/** A plausible value, so a request gets past validation sometimes. */
const plausible: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('abc', 'admin', 'SP', 'entregue', 'ABERTO', 'a@b.com', '12345678000195', '1', '2024-06-15'),
  fc.integer({ min: 1, max: 5 }),
  fc.boolean(),
);

/** Any query or path value, as text. */
export const badScalarText: fc.Arbitrary<string> = fc.oneof(
  badText,
  badNumberText,
  badDay,
  fc.constantFrom('abc', 'SP', '1', 'id', '-id', '__proto__', 'constructor'),
);

/** A JSON value of any type, often the wrong one. */
export const badJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: badText },
  { weight: 2, arbitrary: badNumberText },
  { weight: 2, arbitrary: badDay },
  { weight: 3, arbitrary: plausible },
  {
    weight: 2,
    arbitrary: fc.constantFrom(null, 0, -1, 2_147_483_648, 2 ** 53, 1e308, -1e308, 1.5, [], {}, [[[]]], {
      a: 1,
    }),
  },
  { weight: 1, arbitrary: fc.array(fc.oneof(badText, fc.integer()), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(badText, badText, { maxKeys: 3 }) },
);

/** A body for a JSON route: its own fields filled with bad values, extra fields, or no object. */
export const badJsonBody = (fields: readonly string[]): fc.Arbitrary<unknown> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(
          fc.record(Object.fromEntries(fields.map((field) => [field, badJsonValue])), { requiredKeys: [] }),
          fc.dictionary(fc.oneof(badText, fc.constantFrom('__proto__', 'constructor')), badJsonValue, {
            maxKeys: 2,
          }),
        )
        .map(([own, extra]) => ({ ...extra, ...own })),
    },
    { weight: 2, arbitrary: badJsonValue },
    { weight: 1, arbitrary: fc.constant([{}]) },
  );

/** Bytes that are not the JSON the content type promises. */
export const brokenJsonText: fc.Arbitrary<string> = fc.constantFrom(
  '{"login": ',
  '{',
  '[',
  'null',
  '""',
  '{"a":1,"a":2}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '\u0000',
  '{"x":"\\ud800"}',
  '{"x":"\\u0000"}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `{"x":${'1'.repeat(400)}}`,
  '\ufeff{}',
  '{"id":9007199254740993,"empresaId":1e400,"page":-0}',
);

/** Content types a JSON route may be sent. */
export const jsonContentType: fc.Arbitrary<string | undefined> = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  undefined,
);

/**
 * A path or query value as the URL carries it. encodeURIComponent refuses lone surrogates, so
 * those go as their three-byte (invalid UTF-8) form, the bytes a careless client would send.
 */
export function looseEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** Pieces of a URL sent as they are: broken percent escapes and overlong UTF-8. */
export const rawUrlPiece: fc.Arbitrary<string> = fc.constantFrom(
  '%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  '%FF',
  '%00',
  '%u0000',
  '..%2F..%2F',
  '%2e%2e',
);
