/**
 * fast-check arbitraries for hostile requests: wrong types, 2 MB strings, NUL and control
 * characters, emoji and right-to-left text, deep nesting, `__proto__`, huge numbers and negative
 * quantities — in the body (raw JSON text, often a valid body with one field replaced), the route
 * parameters and the query string.
 */
import fc from 'fast-check';

const TWO_MB = 'ç'.repeat(1024 * 1024);

const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u0003\u0007\b',
  '\u001b[31mvermelho',
  '\r\n\r\n',
  '\u202Eodnum olá',
  'مرحبا بالعالم',
  'שלום עולם',
  '😀🍕🇧🇷',
  '👨‍👩‍👧‍👦',
  'Z̷̢͎a̶l̸g̴o̵',
  "' OR 1=1 --",
  '"; DROP TABLE orders; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-1',
  '-0',
  '1e309',
  '99999999999999999999999999',
  '0x1F',
  '2024-02-30',
  '9999-99-99T99:99:99Z',
  'null',
  'true',
  '[]',
  '{}',
];

export const nastyString = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_TEXT), weight: 6 },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }), weight: 2 },
  { arbitrary: fc.integer({ min: 200, max: 5000 }).map((n) => 'x'.repeat(n)), weight: 1 },
);

const hugeNumber = fc.constantFrom(
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  2 ** 63,
  -1,
  -99,
  -0.01,
  0,
  0.001,
  1.5,
  99_999_999_999,
);

export const nastyValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nastyString,
    hugeNumber,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(
      fc.oneof(fc.constantFrom('__proto__', 'constructor', 'id'), fc.string({ maxLength: 8 })),
      tie('value'),
      {
        maxKeys: 3,
      },
    ),
  ),
})).value;

/** Every path (keys and indexes) inside a JSON value, the value itself included. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const here = [prefix];
  if (Array.isArray(value)) return here.concat(...value.map((item, i) => paths(item, [...prefix, i])));
  if (value && typeof value === 'object')
    return here.concat(...Object.entries(value).map(([key, item]) => paths(item, [...prefix, key])));
  return here;
}

function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = replaceAt(copy[head!], rest, replacement);
  return copy;
}

const deepNesting = fc
  .tuple(fc.integer({ min: 100, max: 20_000 }), fc.constantFrom('[', '{"a":'))
  .map(([depth, open]) => `${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}`);

/** A raw JSON body text, built around the route's valid body when it has one. */
export function bodyText(valid: Record<string, unknown> | null): fc.Arbitrary<string> {
  const base = valid ?? {};
  const basePaths = paths(base);
  const mutated = fc
    .tuple(fc.nat({ max: Math.max(0, basePaths.length - 1) }), nastyValue)
    .map(([index, replacement]) => JSON.stringify(replaceAt(base, basePaths[index]!, replacement)));
  const withExtra = fc
    .tuple(fc.string({ maxLength: 10 }), nastyValue)
    .map(([key, extra]) => JSON.stringify({ ...base, [key]: extra }));
  const proto = fc
    .constantFrom(
      '{"__proto__":{"isAdmin":true,"restaurantId":"x"}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '{"a":{"__proto__":{"b":1}}}',
    )
    .map((text) =>
      text.replace(/^\{/, `{${JSON.stringify(base).slice(1, -1)}${Object.keys(base).length ? ',' : ''}`),
    );
  const big = fc.constant(JSON.stringify({ ...base, [Object.keys(base)[0] ?? 'name']: TWO_MB }));
  return fc.oneof(
    { arbitrary: mutated, weight: 8 },
    { arbitrary: withExtra, weight: 2 },
    { arbitrary: nastyValue.map((value) => JSON.stringify(value) ?? 'null'), weight: 3 },
    { arbitrary: proto, weight: 1 },
    { arbitrary: deepNesting, weight: 1 },
    { arbitrary: fc.constantFrom('', '{', '{"a":1,}', "{'a':1}", '\u0000', 'undefined'), weight: 1 },
    { arbitrary: big, weight: 1 },
  );
}

export const queryString = fc
  .dictionary(
    fc.oneof(
      fc.constantFrom(
        'view',
        'type',
        'period',
        'from',
        'to',
        'format',
        'limit',
        'q',
        'city',
        'state',
        'lastEventId',
      ),
      fc.constantFrom('__proto__', 'data.id', 'a[b]', 'a[]'),
      fc.string({ maxLength: 8 }),
    ),
    fc.oneof(nastyString, hugeNumber.map(String)),
    { maxKeys: 4 },
  )
  .map((query) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) search.append(key, value);
    const text = search.toString();
    return text ? `?${text}` : '';
  });

/** A route parameter: the owner's own value sometimes, otherwise hostile text (URL-encoded or raw). */
export const paramValue = (own: string) =>
  fc.oneof(
    { arbitrary: fc.constant(encodeURIComponent(own)), weight: 2 },
    { arbitrary: nastyString.map(encodeURIComponent), weight: 8 },
    { arbitrary: hugeNumber.map(String), weight: 1 },
    { arbitrary: fc.constantFrom('%', '%E0%A4%A', '%00', '%2e%2e%2f', '..', '.'), weight: 1 },
  );

export const FOREIGN_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'text/html',
  'application/octet-stream',
];
