import fc from 'fast-check';

/** Strings a hostile client sends: padding, controls, lone surrogates, markup, traversal, huge. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  ' 10.00',
  '10.00\n',
  '\t10.00',
  '0000000000000000000000000010.00',
  '-1.00',
  '1e3',
  'NaN',
  'Infinity',
  '10,00',
  '\u0000',
  'Avery\u0000Guest',
  '\u001b[31m',
  '\ud800',
  '\udfff',
  'x\ud800y',
  '\u202eevil',
  '\u2028',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'https://evil.example/',
  '//evil.example/x',
  '/\\evil.example',
  '../../../etc/passwd',
  '%2e%2e%2f',
  "' OR 1=1 --",
  '__proto__',
  'constructor',
  '{"a":1}',
  '2026-13-40T99:99:99Z',
  'yesterday',
  'tok_',
  'x'.repeat(201),
  'x'.repeat(5000),
];

const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 70_000 }).map((n) => 'a'.repeat(n)) },
);

/** Any JSON value, tilted towards the values that break parsers and validators. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: nastyString },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.constantFrom(0, -1, 1.5, 2 ** 53, -(2 ** 53), 1e308),
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 60 }) },
);

/** Header values Node can carry (printable Latin-1), hostile in length and content. */
export const hostileHeader: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', ' ', 'a, b', 'x'.repeat(201), 'x'.repeat(3000), '<script>'),
  fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
);

type Json = unknown;

/** Every path to a value inside `value` (objects and arrays), the root excluded. */
export function pathsOf(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => [
      [...prefix, index],
      ...pathsOf(item, [...prefix, index]),
    ]);
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      [...prefix, key],
      ...pathsOf(item, [...prefix, key]),
    ]);
  }
  return [];
}

/** A copy of `value` with the thing at `path` replaced (or deleted when `next` is undefined). */
export function setAt(value: Json, path: readonly (string | number)[], next: Json): Json {
  const [head, ...rest] = path;
  if (head === undefined) return next;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (rest.length === 0 && next === undefined) copy.splice(Number(head), 1);
    else copy[Number(head)] = setAt(copy[Number(head)], rest, next);
    return copy;
  }
  const copy = { ...(value as Record<string, Json>) };
  if (rest.length === 0 && next === undefined) delete copy[String(head)];
  else copy[String(head)] = setAt(copy[String(head)], rest, next);
  return copy;
}

export type Mutation =
  | { readonly kind: 'set'; readonly pick: number; readonly value: Json }
  | { readonly kind: 'delete'; readonly pick: number }
  | { readonly kind: 'extra'; readonly key: string; readonly value: Json }
  | { readonly kind: 'whole'; readonly value: Json };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('set' as const),
      pick: fc.nat(),
      value: hostileValue,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      key: fc.constantFrom('__proto__', 'constructor', 'surprise', 'processor'),
      value: hostileValue,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('whole' as const), value: hostileValue }) },
);

/** Applies mutations one after another to a valid body (paths picked among those it has then). */
export function mutate(body: Json, mutations: readonly Mutation[]): Json {
  let current = body;
  for (const change of mutations) {
    const paths = pathsOf(current);
    if (change.kind === 'whole') current = change.value;
    else if (change.kind === 'extra' && current !== null && typeof current === 'object') {
      current = { ...(current as object), [change.key]: change.value };
    } else if (paths.length > 0 && change.kind !== 'extra') {
      const path = paths[change.pick % paths.length] ?? [];
      current = setAt(current, path, change.kind === 'set' ? change.value : undefined);
    }
  }
  return current;
}

/** The raw text of a body: JSON mostly, sometimes broken, nested too deep, or not JSON at all. */
export const bodyText = (json: string): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constant(json) },
    {
      weight: 1,
      arbitrary: fc.nat({ max: 20_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
    },
    {
      weight: 1,
      arbitrary: fc.nat({ max: 200 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('', '{', 'null', '"text"', '[]', '{"__proto__":{"x":1}}'),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 80 }) },
  );
