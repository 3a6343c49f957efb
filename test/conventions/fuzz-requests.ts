// Hostile requests for the fuzz test, derived from the bundled spec: for one operation, its path with every path
// parameter either the value of a real record or a hostile string, some of its query parameters and body fields
// with hostile or near-valid values, and sometimes a body that is not what its headers claim.
import fc from 'fast-check';

export interface SpecParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: Schema;
}

export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  example?: unknown;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  $ref?: string;
}

export interface Operation {
  method: string;
  path: string;
  parameters: SpecParameter[];
  /** The properties of the JSON body, when the operation takes one. */
  bodyFields?: Record<string, Schema>;
}

export interface FuzzRequest {
  method: string;
  path: string;
  query: Array<[string, string]>;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** What was sent, for the failure message. */
  description: string;
}

/** Lengths around the spec's limits; the longest only in bodies, as a request head is limited to 16 KB. */
const headLengths = [0, 1, 256, 1025, 4097];
const bodyLengths = [...headLengths, 70_000, 1_100_000];

/** Strings that have broken servers: numbers past any column, path tricks, option-like names, control bytes. */
const hostileText = (lengths: number[]) => fc.oneof(
  fc.constantFrom(
    '', ' ', '0', '-1', '1e400', '-1e400', 'Infinity', 'NaN', '2147483648', '9'.repeat(40), '1.5', 'null', 'true', '[]', '{}',
    '../../etc/passwd', '..', '.', '/', '%', '%2F', '%00', 'a\u0000b', '\r\nX-Injected: 1', '\u0001', '\u007f', '\t',
    '-', '--upload-pack=touch /tmp/x', '-opt', 'HEAD', 'refs/heads/master', 'a..b', 'a@{1}', 'a.lock', 'master~1', 'master^',
    '😀', '\uD800', '\uFEFF', 'é'.repeat(300), '<script>alert(1)</script>', "' OR 1=1 --", '*', '?', '#', '&', '=',
    'a,b,,c', 'None', 'Any', 'all', 'root', 'master',
  ),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(...lengths).map((length) => 'a'.repeat(length)),
);

/** JSON values of every shape, hostile text included. */
const hostileValue = (lengths: number[]): fc.Arbitrary<unknown> => fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText(lengths),
    fc.integer(),
    fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, -(2 ** 63), 1.5, 1e308),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** A value the schema allows (an enumerated or example value), or a hostile one. */
function fieldValue(schema: Schema | undefined, lengths: number[]): fc.Arbitrary<unknown> {
  const allowed: unknown[] = [...(schema?.enum ?? []), ...(schema?.example === undefined ? [] : [schema.example])];
  return allowed.length > 0 ? fc.oneof(fc.constantFrom(...allowed), hostileValue(lengths)) : hostileValue(lengths);
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

/** Form fields of a value, Rails style: `a[b]=c`, `a[]=1`. */
function formEntries(name: string, value: unknown, entries: Array<[string, string]> = []): Array<[string, string]> {
  if (Array.isArray(value)) for (const item of value) formEntries(`${name}[]`, item, entries);
  else if (typeof value === 'object' && value !== null) for (const [key, item] of Object.entries(value)) formEntries(`${name}[${key}]`, item, entries);
  else entries.push([name, value === null ? '' : String(value)]);
  return entries;
}

/** Bodies that are not what their headers claim. */
const brokenBodies: Array<[Record<string, string>, string]> = [
  [{ 'Content-Type': 'application/json' }, '{"title":'],
  [{ 'Content-Type': 'application/json' }, '{"title": 1e400, "id": -1e400}'],
  [{ 'Content-Type': 'application/json' }, `{"a":${'['.repeat(3000)}${']'.repeat(3000)}}`],
  [{ 'Content-Type': 'application/json' }, '"just a string"'],
  [{ 'Content-Type': 'application/json' }, '[1,2,3]'],
  [{ 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }, '{"title":"x"}'],
  [{ 'Content-Type': 'application/json', 'Content-Encoding': 'deflate' }, '{"title":"x"}'],
  [{ 'Content-Type': 'application/json', 'Content-Encoding': 'br' }, '{"title":"x"}'],
  [{ 'Content-Type': 'application/json', 'Content-Encoding': 'zstd' }, '{"title":"x"}'],
  [{ 'Content-Type': 'application/json; charset=koi8-r' }, '{"title":"x"}'],
  [{ 'Content-Type': 'application/json; charset=utf-7' }, '{"title":"x"}'],
  [{ 'Content-Type': 'application/x-www-form-urlencoded' }, `title${'[a]'.repeat(60)}=x`],
  [{ 'Content-Type': 'application/x-www-form-urlencoded' }, 'title=%E0%A4%A&description=%'],
  [{ 'Content-Type': 'multipart/form-data; boundary=x' }, '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nx'],
  [{ 'Content-Type': 'multipart/form-data' }, 'no boundary'],
  [{ 'Content-Type': 'text/plain' }, 'title=x'],
  [{ 'Content-Type': 'application/xml' }, '<title>x</title>'],
];

/** One hostile request to `operation`; `realValues` are the path parameters of existing records. */
export function hostileRequest(operation: Operation, realValues: (name: string) => string): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const pathValue = (name: string) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constant(encodeURIComponent(realValues(name))) },
      { weight: 2, arbitrary: hostileText(headLengths).filter((text) => text !== '' && !/^\.+$/.test(text)).map(encodeURIComponent) },
      // Sent as is, but never a value that makes the URL another route (`''`, `.`, `..`, a `/`, a query or fragment).
      { weight: 1, arbitrary: hostileText(headLengths).filter((text) => text !== '' && !/^\.+$|[/?#]/.test(text)) },
    );
  const path = fc.tuple(...pathParameters.map((parameter) => pathValue(parameter.name))).map((values) =>
    pathParameters.reduce((built, parameter, index) => built.replace(`{${parameter.name}}`, values[index]!), operation.path));
  const query = fc.subarray(queryParameters).chain((chosen) =>
    fc.tuple(...chosen.map((parameter) => fieldValue(parameter.schema, headLengths).map((value) => formEntries(parameter.name, value)))).map((lists) => lists.flat()));

  const fields = Object.entries(operation.bodyFields ?? {});
  const bodyObject = fc.subarray(fields).chain((chosen) =>
    fc.tuple(...chosen.map(([name, schema]) => fieldValue(schema, bodyLengths).map((value) => [name, value] as const))).map((pairs) => Object.fromEntries(pairs)));
  const takesBody = ['post', 'put', 'patch'].includes(operation.method);
  const body: fc.Arbitrary<{ headers: Record<string, string>; body?: string; kind: string }> = takesBody
    ? fc.oneof(
      { weight: 3, arbitrary: bodyObject.map((object) => ({ headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(object), kind: 'json' })) },
      { weight: 2, arbitrary: bodyObject.map((object) => ({
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(Object.entries(object).flatMap(([name, value]) => formEntries(name, value))).toString(),
        kind: 'form',
      })) },
      { weight: 1, arbitrary: fc.constantFrom(...brokenBodies).map(([headers, text]) => ({ headers, body: text, kind: 'broken' })) },
      { weight: 1, arbitrary: fc.constant({ headers: {}, kind: 'none' }) },
    )
    : fc.constant({ headers: {}, kind: 'none' });

  // Node refuses request heads over 16 KB before the application sees them (431, no body): URLs stay well below.
  const headFits = ({ path: builtPath, query: entries }: { path: string; query: Array<[string, string]> }) =>
    builtPath.length + String(new URLSearchParams(entries)).length < 8_000;
  return fc.record({ path, query, body }).filter(headFits).map(({ path: builtPath, query: entries, body: sent }) => ({
    method: operation.method.toUpperCase(),
    path: builtPath,
    query: entries,
    headers: sent.headers,
    body: sent.body,
    description: `${operation.method.toUpperCase()} ${builtPath.slice(0, 300)}?${String(new URLSearchParams(entries)).slice(0, 300)} (${sent.kind} body: ${asText(sent.body).slice(0, 300)})`,
  }));
}
