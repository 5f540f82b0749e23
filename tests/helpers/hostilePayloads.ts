import fc from 'fast-check';

// Building blocks for fuzzing the API: hostile strings and values, and request bodies written
// byte by byte (JSON.stringify cannot write a duplicate key, an own "__proto__" key or 10,000
// levels of nesting).

/** JSON text written as is into a body: a nested "__proto__", deep nesting. */
export class RawJson {
  constructor(readonly text: string) {}
}
/** A value of a body under construction: anything JSON.stringify writes, or raw JSON text. */
export type Value = unknown;
/** A JSON object as written, key by key: the same key may appear twice. */
export type Entries = [string, Value][];

export const MEGABYTE_STRING = 'A'.repeat(1024 * 1024);
export const DEPTH = 10_000;
export const deepArray = new RawJson('['.repeat(DEPTH) + ']'.repeat(DEPTH));
export const deepObject = new RawJson('{"a":'.repeat(DEPTH) + 'null' + '}'.repeat(DEPTH));

/** Strings a form never sends: injection fragments, bidi and control characters, lone surrogates. */
export const HOSTILE_STRINGS = [
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  '1; DELETE FROM bookings WHERE 1=1',
  "\\'; SELECT pg_sleep(5); --",
  '%27%20OR%201=1',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert('x')",
  '{{7*7}}${7*7}',
  '\u202Egnp.exe',
  '\u200F\u0627\u0644\u0633\u0644\u0627\u0645\u200E',
  '🦁🐘🦒 ZWJ 👨‍👩‍👧',
  '\uD800',
  '\uDFFFx\uD83D',
  'a\u0000b',
  '\u0000',
  'line\r\nBcc: victim@example.com',
  '\u2028\u2029',
  '../../../etc/passwd',
  '__proto__',
  'constructor',
];

/** Strings that are not wanted anywhere a format is checked (an email, a code, a date, a choice). */
export const hostileString = () => fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.constant(MEGABYTE_STRING));

/** A hostile string or a random one, for free text and unknown keys (random text may well be valid there). */
export const anyString = () => fc.oneof(hostileString(), fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 40 }));

export const pollutingValue = () =>
  fc.constantFrom(
    new RawJson('{"__proto__":{"polluted":"yes"}}'),
    new RawJson('{"constructor":{"prototype":{"polluted":"yes"}}}'),
    new RawJson('{"prototype":{"polluted":"yes"},"__proto__":{"isAdmin":true}}'),
    new RawJson('[{"__proto__":{"polluted":"yes"}}]'),
  );

/** Objects and arrays: refused by every string, number, boolean or list-of-text field. */
const structured = () =>
  fc.oneof(
    fc.constant({}),
    fc.constant(deepArray),
    fc.constant(deepObject),
    pollutingValue(),
    fc.dictionary(fc.string({ maxLength: 8 }), anyString(), { minKeys: 1, maxKeys: 3 }),
    fc.array(fc.dictionary(fc.string({ maxLength: 8 }), fc.integer(), { maxKeys: 2 }), { minLength: 1, maxLength: 3 }),
  );

/**
 * How a field is checked, so that a value can be made that it refuses whatever else the body holds:
 * - text: any string is fine (a name, a message): refuses non-strings and a megabyte;
 * - format: a string with a format or a fixed set of values (email, country, date, choice, token);
 * - number: a whole number in a range (digits as text are accepted);
 * - boolean, list: a JSON boolean, a JSON array of strings or numbers.
 */
export type FieldKind = 'text' | 'format' | 'number' | 'boolean' | 'list';

/** A value the field refuses (the body is then invalid by construction). */
export function refusedValue(kind: FieldKind): fc.Arbitrary<Value> {
  switch (kind) {
    case 'text':
      return fc.oneof(fc.integer(), fc.boolean(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(MEGABYTE_STRING), structured());
    case 'format':
      // Not a string that trims to nothing ('\u2028\u2029'): that is a blank answer, which an optional field (a review's email) takes.
      return fc.oneof(fc.integer(), fc.boolean(), hostileString().filter((s) => s.trim() !== ''), structured());
    case 'number':
      return fc.oneof(fc.boolean(), hostileString(), structured(), fc.constantFrom(-1, 1.5, 1e308, -0.0001, 2 ** 53));
    case 'boolean':
      return fc.oneof(fc.integer(), fc.constantFrom('true', 'yes', '1', ''), hostileString(), structured());
    case 'list':
      return fc.oneof(fc.integer(), fc.boolean(), hostileString(), fc.constant({}), fc.constant(deepArray), pollutingValue(), fc.array(fc.constant({ a: 1 }), { minLength: 1, maxLength: 3 }));
  }
}

/** Keys no schema knows, some of which pollute a careless merge. */
export const extraKey = () => fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'polluted', 'isAdmin', 'toString', 'hasOwnProperty'), fc.string({ maxLength: 12 }).map((k) => `x-${k}`));
export const extraValue = () => fc.oneof(anyString(), fc.integer(), fc.constant(null), pollutingValue(), fc.constant(deepArray));

/** JSON text of a value; RawJson is written as is. */
export function jsonText(value: Value): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') return objectText(Object.entries(value));
  return JSON.stringify(value) ?? 'null';
}
export const objectText = (entries: Entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`).join(',')}}`;

/** Bytes that are not JSON: truncated, single-quoted, trailing garbage, not UTF-8. */
export const brokenJson = (valid: string) =>
  fc.oneof(
    fc.constant(valid.slice(0, Math.max(1, valid.length >> 1))),
    fc.constant(valid.replace(/"/g, "'")),
    fc.constant(`${valid}}`),
    fc.constant(`${valid}\u0000`),
    fc.constantFrom('{a:1}', '{"a":}', '[1,2', 'undefined', 'NaN', '{"a":1,}', '\uFEFF{}x', '/* */{}'),
    fc.constant(Buffer.concat([Buffer.from('{"fullName":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')])),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).filter((s) => !isJson(s)),
  );

const isJson = (s: string) => {
  try {
    JSON.parse(s);
    return true;
  } catch {
    return false;
  }
};

/** A form's fields as multipart/form-data (what the browser sends for a file upload). */
export function multipartBody(fields: [name: string, value: string, filename?: string][], boundary = 'fuzzBoundary7MA4YWxkTrZu0gW'): { contentType: string; body: Buffer } {
  const quoted = (s: string) => `"${s.replace(/["\r\n]/g, '_')}"`;
  const parts = fields.map(([name, value, filename]) => {
    const file = filename === undefined ? '' : `; filename=${quoted(filename)}\r\nContent-Type: image/png`;
    return `--${boundary}\r\nContent-Disposition: form-data; name=${quoted(name)}${file}\r\n\r\n${value}\r\n`;
  });
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`) };
}

/** A path segment with every byte outside [A-Za-z0-9-_.~] percent-encoded (lone surrogates as U+FFFD). */
export const pathSegment = (s: string) => [...Buffer.from(s, 'utf8')].map((b) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0').toUpperCase()}`)).join('');

/** Hostile values for a path parameter (kept under Node's 16 KB header limit). */
export const hostileSegment = () => fc.oneof(fc.constantFrom(...HOSTILE_STRINGS, 'B-2026-000000;--', 'x'.repeat(4000), '%', '..', '.'), fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }));
