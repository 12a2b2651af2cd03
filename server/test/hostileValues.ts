import fc from 'fast-check';

/** A string a little over 100 kB: longer than any field the product keeps. */
export const HUNDRED_KB = 'é'.repeat(51_300);

/** A body over the server's 1 MB limit. */
export const OVER_BODY_LIMIT = `{"name":"${'x'.repeat(1_048_600)}"}`;

/** Strings that have broken servers before: SQL, script and template fragments, unicode tricks, path parts. */
export const HOSTILE_STRINGS = [
  "' or 1=1 --",
  '"; drop table users; --',
  "1' union select password from users --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}',
  '{{7*7}}',
  '#{7*7}',
  '%s%s%s%n',
  'ab\u202egnp.exe', // right-to-left override
  'a\u200bb\u200c\u200d\ufeffc', // zero-width characters
  '\ud800', // lone high surrogate
  'x\udfffy', // lone low surrogate
  'a\u0000b', // NUL
  '\u0000',
  '👨‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301\u0301',
  '\r\n\r\nX-Injected: 1',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  'C:\\Windows\\System32',
  '%00',
  '%2e%2e%2f',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '',
  ' ',
  '\t\n',
  '张三',
  HUNDRED_KB,
] as const;

/** A hostile string: one of the known ones, two of them glued, or random code units (lone surrogates too). */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...HOSTILE_STRINGS), fc.constantFrom(...HOSTILE_STRINGS))
      .map(([a, b]) => a + b),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

/** Numbers, as JSON text, that no id, page or amount should accept quietly. */
export const BAD_NUMBER_TOKENS = [
  '0',
  '-1',
  '-0',
  '1.5',
  '1e309',
  '-1e309',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999',
  '1e-400',
  '1.7976931348623157e308',
] as const;

/** Path or query values where an id, page or size is expected. */
export const BAD_ID_TEXTS = [
  '0',
  '-1',
  '1e309',
  'abc',
  '99999999999999999999',
  '2147483648',
  '1.5',
  'NaN',
  'Infinity',
  '0x10',
  ' 1',
  '1;drop table users',
  "1' or '1'='1",
] as const;

/** Sort values a list must refuse: unknown columns, bad directions, injection. */
export const BAD_SORTS = [
  'nosuch,desc',
  'id,up',
  'id,desc,extra',
  'password,asc',
  'id;drop table users',
  'id desc',
  '(select 1),asc',
  ',',
] as const;

/** JSON text of a scalar: hostile strings and numbers, and the literals. */
const scalarJson: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: hostileString.map((s) => JSON.stringify(s)) },
  { weight: 3, arbitrary: fc.constantFrom(...BAD_NUMBER_TOKENS) },
  { weight: 1, arbitrary: fc.constantFrom('true', 'false', 'null') },
);

/** Keys an object may hold: hostile ones and a few that look like the product's own fields. */
const keyArbitrary: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('id', 'version', 'name', 'ids', 'page', 'size', 'sort', 'enabled', 'code', 'phone', 'area'),
  fc.constantFrom('__proto__', 'constructor', 'prototype', '$where', ''),
  hostileString.filter((s) => s.length < 1000),
);

/**
 * Any JSON value as text, its scalars hostile; numbers such as `1e309` or `99999999999999999999` are written
 * as the raw tokens a client can send, which JSON.stringify could not produce.
 */
export const hostileJson: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalarJson,
    fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    fc
      .array(fc.tuple(keyArbitrary, tie('value')), { maxLength: 4 })
      .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
  ),
})).value;

/** Text sent as a JSON body that is not JSON, or is JSON a parser must handle with care. */
export const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  "{'a':1}",
  '{"a":1,}',
  '{"a":1}}',
  '\ufeff{}',
  '\u0000',
  ' ',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '"just a string"',
  '12',
] as const;

/** Content types a JSON route should refuse (or read as nothing), with bodies that go with them. */
export const WRONG_CONTENT_TYPES = [
  ['text/plain', 'name=张三'],
  ['application/x-www-form-urlencoded', 'name=%E5%BC%A0&id=1'],
  ['application/xml', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'],
  ['multipart/form-data', '--x\r\n\r\n--x--'],
  ['multipart/form-data; boundary=----x', '------x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n------x--'],
  ['application/json; charset=utf-16', '{"a":1}'],
  ['foo/bar', '\u0000\u0001'],
] as const;

/** Percent-encodes a value for a URL, lone surrogates included (as the bytes of U+FFFD, like a browser). */
export function encodeUrlPart(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');
}

/** Raw (already encoded) URL parts a server must not choke on: broken escapes, encoded NUL, traversal. */
export const RAW_URL_PARTS = ['%', '%zz', '%E4%B8', '%ED%A0%80', '%00', '..%2f..%2fetc%2fpasswd', '%2e%2e'] as const;

/** Past the 100 characters a router allows a path parameter, and far past what any key or id holds. */
export const LONG_URL_VALUES = ['1'.repeat(101), 'a'.repeat(300), encodeUrlPart('张'.repeat(120))] as const;

const longUrlValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...LONG_URL_VALUES),
  fc.integer({ min: 101, max: 600 }).map((length) => '9'.repeat(length)),
  fc.string({ minLength: 101, maxLength: 400 }).map(encodeUrlPart),
);

/** A double written as plain digits, the way a form or a person writes it (1e22 as 10000000000000000000000). */
const plainDigits = (value: number) =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
    : String(value);

/** Numbers across the whole double range, as a client can write them: plain digits, exponents, ±0, ∞, NaN. */
export const numberText: fc.Arbitrary<string> = fc
  .double()
  .chain((value) => fc.constantFrom(plainDigits(value), String(value)));

/** Plain-digit numbers past every column's range: what once reached the database as 1e+22. */
export const HUGE_NUMBER_TEXTS = [
  '1000000000000000000000',
  '10000000000000000000000',
  plainDigits(1.7976931348623157e308),
];

/** A value for one path parameter or query field, already encoded for the URL. */
export const hostileUrlValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...BAD_ID_TEXTS).map(encodeUrlPart) },
  { weight: 3, arbitrary: hostileString.filter((s) => s.length < 1000).map(encodeUrlPart) },
  { weight: 2, arbitrary: longUrlValue },
  { weight: 2, arbitrary: numberText.map(encodeUrlPart) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_PARTS) },
);
