// Generated requests for one operation of the OpenAPI document: bad path and query values, bad
// JSON bodies and content types, broken uploads and bad credentials.
import fc from 'fast-check';
import {
  badJsonBody,
  badScalarText,
  brokenJsonText,
  jsonContentType,
  looseEncode,
  rawUrlPiece,
} from './bad-values';
import { BOUNDARY, badUpload, multipartFile, multipartType, truncatedMultipart } from './multipart';
import type { Operation } from './openapi-operations';

const SAMPLE = Buffer.from('PK\u0003\u0004 not really a zip');

/** Uploads every upload route gets: cut off, without a boundary, or with no part at all. */
const TARGETED_UPLOADS: readonly { contentType?: string; payload: Buffer }[] = [
  { contentType: multipartType(), payload: truncatedMultipart(SAMPLE, 40) },
  { contentType: multipartType(), payload: truncatedMultipart(SAMPLE, 130) },
  { contentType: 'multipart/form-data', payload: multipartFile(SAMPLE) },
  { contentType: multipartType(), payload: Buffer.from('garbage') },
  { contentType: multipartType(), payload: Buffer.from(`--${BOUNDARY}--\r\n`) },
  { contentType: multipartType(), payload: multipartFile(SAMPLE, { filename: 'a\u0000b.zip' }) },
  { contentType: multipartType(), payload: multipartFile(SAMPLE, { filename: '\ud800.zip' }) },
];

/** Stands for the id of an import begun just before the request, so an upload gets that far. */
export const FRESH_IMPORT = '{fresh-import}';

export interface FuzzRequest {
  method: Operation['method'];
  url: string;
  contentType?: string;
  payload?: string | Buffer;
  /** Signed out: the Authorization header sent instead of the admin's token (or none). */
  authorization?: string;
}

const urlValue = (values: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.oneof({ weight: 5, arbitrary: values.map(looseEncode) }, { weight: 1, arbitrary: rawUrlPiece });

/** A path id: bad ones, and for reads a few real ones so the route runs to the end. */
const pathValue = (op: Operation): fc.Arbitrary<string> =>
  op.method === 'GET'
    ? fc.oneof(
        { weight: 4, arbitrary: urlValue(badScalarText) },
        { weight: 1, arbitrary: fc.constantFrom('1', '2', '3') },
      )
    : urlValue(badScalarText);

const queryValue = (op: Operation, name: string): fc.Arbitrary<string[]> => {
  const one = urlValue(badScalarText);
  const values = fc.oneof(
    { weight: 4, arbitrary: one.map((v) => [v]) },
    { weight: 1, arbitrary: fc.array(one, { minLength: 2, maxLength: 3 }) },
  );
  if (op.upload && name === 'id') return fc.oneof(values, fc.constant<string[]>([FRESH_IMPORT]));
  return values;
};

const queryString = (op: Operation): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.record(Object.fromEntries(op.queryParams.map((name) => [name, queryValue(op, name)])), {
        requiredKeys: [],
      }),
      fc.dictionary(
        fc.constantFrom('x', '__proto__', 'page[]', 'a.b', '%00'),
        urlValue(badScalarText).map((v) => [v]),
        {
          maxKeys: 1,
        },
      ),
    )
    .map(([declared, extra]) => {
      const pairs = Object.entries({ ...extra, ...declared }).flatMap(([name, values]) =>
        (values as string[]).map(
          (value) => `${name.startsWith('%') ? name : encodeURIComponent(name)}=${value}`,
        ),
      );
      return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
    });

interface Body {
  contentType?: string;
  payload?: string | Buffer;
}

const jsonBody = (fields: readonly string[]): fc.Arbitrary<Body> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(jsonContentType, badJsonBody(fields))
        .map(([contentType, value]) => ({ contentType, payload: JSON.stringify(value) ?? 'null' })),
    },
    { weight: 2, arbitrary: brokenJsonText.map((payload) => ({ contentType: 'application/json', payload })) },
    { weight: 1, arbitrary: fc.constant({}) },
  );

const bodyOf = (op: Operation): fc.Arbitrary<Body> => {
  if (op.upload)
    return fc.oneof(
      {
        weight: 5,
        arbitrary: badUpload.map((upload) => ({ contentType: upload.contentType, payload: upload.payload })),
      },
      { weight: 1, arbitrary: jsonBody([]) },
    );
  if (op.jsonFields) return jsonBody(op.jsonFields);
  // Routes without a body get none most of the time, and sometimes one they do not expect.
  return fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: jsonBody([]) });
};

/** Credentials a signed-out client may send: none, garbage, or a token of the wrong kind. */
export const badAuthorization: fc.Arbitrary<string | undefined> = fc.constantFrom(
  undefined,
  'Bearer',
  'Bearer ',
  'Bearer garbage',
  'Bearer a.b.c',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwiZW1wIjoiMSJ9.',
  `Bearer ${'a'.repeat(8_000)}`,
  'Basic YWRtaW46ZGVtbzEyMzQ=',
  'bearer  x',
);

export function requestFor(op: Operation, signedIn: boolean): fc.Arbitrary<FuzzRequest> {
  const path = fc
    .tuple(...op.pathParams.map(() => pathValue(op)))
    .map((values) =>
      op.pathParams.reduce((url, name, i) => url.replace(`{${name}}`, values[i] ?? ''), op.path),
    );
  return fc
    .record({
      path,
      query: queryString(op),
      body: bodyOf(op),
      authorization: signedIn ? fc.constant(undefined) : badAuthorization,
    })
    .map(({ path: url, query, body, authorization }) => ({
      method: op.method,
      url: `${url}${query}`,
      ...body,
      authorization,
    }));
}

/** The request in a line for a failure message: every byte visible, long payloads cut. */
export const describeRequest = (request: FuzzRequest): string => {
  const payload =
    request.payload === undefined
      ? ''
      : ` payload ${JSON.stringify((Buffer.isBuffer(request.payload) ? request.payload.toString('latin1') : request.payload).slice(0, 400))}`;
  const type = request.contentType ? ` content-type ${JSON.stringify(request.contentType)}` : '';
  const auth = request.authorization
    ? ` authorization ${JSON.stringify(request.authorization.slice(0, 60))}`
    : '';
  return `${request.method} ${request.url.slice(0, 400)}${type}${auth}${payload}`;
};

/** The values PostgreSQL cannot take, each sent alone in every parameter and field of a route. */
export const CORE_BAD_VALUES: readonly string[] = [
  'a\u0000b',
  'x\ud800y',
  '2147483648',
  '9007199254740993',
  '-1',
  '0000-01-01',
  '99999-12-31',
  'x'.repeat(100_001),
];

/**
 * Requests that put each core bad value, alone, in each path parameter, query parameter and JSON
 * field of the operation (and each broken upload in an upload route), so every route meets
 * every class, whatever the random part draws.
 */
export function targetedRequests(op: Operation): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  const pathWith = (name?: string, value?: string) =>
    op.pathParams.reduce(
      (url, param) => url.replace(`{${param}}`, param === name ? looseEncode(value ?? '') : '1'),
      op.path,
    );
  for (const value of CORE_BAD_VALUES) {
    for (const name of op.pathParams) requests.push({ method: op.method, url: pathWith(name, value) });
    for (const name of op.queryParams)
      requests.push({
        method: op.method,
        url: `${pathWith()}?${encodeURIComponent(name)}=${looseEncode(value)}`,
      });
    for (const name of op.jsonFields ?? [])
      requests.push({
        method: op.method,
        url: pathWith(),
        contentType: 'application/json',
        payload: JSON.stringify({ [name]: value }),
      });
  }
  if (op.upload)
    for (const upload of TARGETED_UPLOADS)
      requests.push({
        method: op.method,
        url: `${pathWith()}${op.queryParams.includes('id') ? `?id=${FRESH_IMPORT}` : ''}`,
        ...upload,
      });
  return requests;
}
