import { defaultServiceBases, type Endpoint } from '@talent/contract';
import fc from 'fast-check';
import type * as z from 'zod/v4/core';
import { ownerLocationOf } from '../../platform/access/access-rules.ts';
import { arbitraryFor } from './zod-arbitrary.ts';

/** One generated call, ready for `app.inject`. */
export interface FuzzRequest {
  method: Endpoint['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Who the call is made as, given by the harness: tokens and the owner's talent id. */
export interface FuzzCaller {
  token: string;
  ownerId: number;
  /** Another talent's id, for the fields a body must not let anyone reach. */
  bystanderId: number;
}

/** Fields a body must never use to change who or what it acts on. */
export const massAssignmentFields = ['id', 'talent_id', 'user_id', 'type', 'verified', 'onboarded', 'status'];

const oddNumbers = [
  -1,
  0,
  -0,
  0.5,
  -0.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  5e-324,
  2 ** 31,
];
const oddNumberTexts = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-0',
  '0x1f',
  '1_000',
  ' 1 ',
  '١٢٣',
  '1.5',
  '-5',
  '00001',
];
const hostileTexts = [
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  '<svg onload=alert(1)>',
  `\${7*7}{{7*7}}`,
  '%00',
  '%',
  '\ud800',
  '\udfff\ud800',
  'a\u0000b',
  '\u202e\u0000',
  '𝕿𝖆𝖑𝖊𝖓𝖙 👩‍💻',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  'null',
  'undefined',
  '__proto__',
  'constructor',
];

/** Values that no field should take, of every JSON type. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileTexts),
  fc.constantFrom(...oddNumbers),
  fc.constantFrom(...oddNumberTexts),
  fc.constantFrom(null, true, false, [], {}, [[[]]], { $gt: '' }, ['a', 1, null]),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}`),
  fc.integer({ min: 300, max: 300_000 }).map((length) => 'x'.repeat(length)),
  fc.jsonValue({ maxDepth: 3 }),
);

/** The fields of an object schema, through the optional, default and pipe wrappers around it. */
export function shapeOf(schema: z.$ZodType | undefined): Record<string, z.$ZodType> {
  // biome-ignore lint/suspicious/noExplicitAny: zod's internal definitions
  let def = (schema as any)?._zod.def;
  while (def && def.type !== 'object' && (def.innerType || def.in)) def = (def.innerType ?? def.in)._zod.def;
  return def?.type === 'object' ? def.shape : {};
}

type Bag = Record<string, unknown>;

/** A valid-looking object, sometimes with one field hostile, missing or joined by extra fields. */
function nearValid(schema: z.$ZodType | undefined, caller: FuzzCaller): fc.Arbitrary<Bag> {
  const base = (schema ? arbitraryFor(schema) : fc.constant({})).map((value) =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Bag) : {},
  );
  const keys = Object.keys(shapeOf(schema));
  const anyKey = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('field');
  const extra = fc.constantFrom(
    ...massAssignmentFields.map((key) => [key, key === 'type' ? 'staff' : caller.bystanderId] as const),
    ['verified', true] as const,
    ['onboarded', true] as const,
  );
  return fc.oneof(
    { weight: 3, arbitrary: base },
    {
      weight: 3,
      arbitrary: fc.tuple(base, anyKey, hostileValue).map(([bag, key, value]) => ({ ...bag, [key]: value })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(base, anyKey).map(([bag, key]) => {
        const { [key]: _dropped, ...rest } = bag;
        return rest;
      }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(base, fc.array(extra, { minLength: 1, maxLength: 4 }))
        .map(([bag, extras]) => ({ ...bag, ...Object.fromEntries(extras) })),
    },
  );
}

/** Puts the owner's id where the endpoint names the acted-on talent, most of the time. */
function withOwner(bag: Bag, key: string | undefined, caller: FuzzCaller, keep: boolean): Bag {
  return key && keep ? { ...bag, [key]: caller.ownerId } : bag;
}

function jsonText(value: unknown, pollute: 'none' | 'proto' | 'constructor'): string {
  const text = JSON.stringify(value) ?? 'null';
  if (pollute === 'none' || !text.startsWith('{')) return text;
  const key =
    pollute === 'proto' ? '"__proto__":{"polluted":"yes"}' : '"constructor":{"prototype":{"polluted":"yes"}}';
  return text === '{}' ? `{${key}}` : `{${key},${text.slice(1)}`;
}

function searchOf(bag: Bag, repeat: boolean, pollute: boolean): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(bag)) {
    if (value === undefined) continue;
    const text = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
    search.append(key, text);
    if (repeat) search.append(key, text);
  }
  if (pollute) search.append('__proto__[polluted]', 'yes');
  const text = search.toString();
  return text ? `?${text}` : '';
}

const boundary = 'fuzz-boundary-7d1c';

function multipartOf(fields: Bag, file: { name: string; bytes: Uint8Array; type: string } | null): Buffer {
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${text}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

const wrongContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  `multipart/form-data; boundary=${boundary}`,
  'application/octet-stream',
  '',
];

/**
 * Requests for one endpoint, built from its contract: mostly valid-looking, many near-valid, some
 * hostile through and through (wrong types, huge and odd strings, NUL, prototype keys, odd numbers,
 * missing and extra fields, wrong content types, broken JSON, hostile path parameters).
 */
export function requestsFor(endpoint: Endpoint, caller: FuzzCaller): fc.Arbitrary<FuzzRequest> {
  const owner = ownerLocationOf(endpoint);
  const [ownerPart, ownerKey] = owner ? (owner.split('.') as [string, string]) : [undefined, undefined];
  const bodyType = endpoint.bodyType ?? 'json';
  const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  const paramShape = shapeOf(endpoint.params);

  const paramValue = (name: string) =>
    fc.oneof(
      {
        weight: 4,
        arbitrary: (paramShape[name] ? arbitraryFor(paramShape[name]) : fc.nat(20)).map(String),
      },
      { weight: 3, arbitrary: fc.integer({ min: 1, max: 20 }).map(String) },
      {
        weight: 2,
        arbitrary: hostileValue.map((value) =>
          typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
        ),
      },
    );
  const params = fc.tuple(...names.map(paramValue));

  const query = fc.tuple(nearValid(endpoint.query, caller), fc.boolean(), fc.nat(9));
  const body = nearValid(endpoint.body, caller);
  const wholeBody = fc.oneof(
    { weight: 6, arbitrary: body.map((value) => ({ value: value as unknown, raw: false })) },
    { weight: 1, arbitrary: hostileValue.map((value) => ({ value, raw: false })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{',
          '{"a":',
          '[1,2',
          'nul',
          '"\\u0000"',
          '{"a":1}}',
          '\u0000',
          '{"a":"\\ud800"}',
          '[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]',
        )
        .map((value) => ({ value: value as unknown, raw: true })),
    },
  );
  const file = fc.option(
    fc.record({
      name: fc.constantFrom(
        'cv.pdf',
        'photo.PNG',
        '../../etc/passwd',
        'a\u0000.pdf',
        'x'.repeat(300),
        'évil.exe',
        '',
      ),
      bytes: fc.uint8Array({ maxLength: 2048 }),
      type: fc.constantFrom('application/pdf', 'image/png', 'text/html', 'application/x-msdownload', ''),
    }),
    { freq: 2 },
  );
  const auth = fc.constantFrom('caller', 'caller', 'caller', 'caller', 'caller', 'none', 'garbage');
  const contentType = fc.oneof(
    { weight: 6, arbitrary: fc.constant('declared') },
    { weight: 1, arbitrary: fc.constantFrom(...wrongContentTypes) },
  );
  const pollute = fc.constantFrom('none', 'none', 'none', 'none', 'proto', 'constructor') as fc.Arbitrary<
    'none' | 'proto' | 'constructor'
  >;

  return fc
    .record({ params, query, wholeBody, file, auth, contentType, pollute, ownerKept: fc.nat(9) })
    .map(
      ({
        params: values,
        query: [queryBag, repeat, pollution],
        wholeBody: generated,
        file: upload,
        ...rest
      }) => {
        const keepOwner = rest.ownerKept < 8;
        const filled = Object.fromEntries(names.map((name, index) => [name, values[index] ?? '1']));
        if (ownerPart === 'params' && ownerKey && keepOwner) filled[ownerKey] = String(caller.ownerId);
        const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
          encodeURIComponent((filled[name] ?? '').replace(/\p{Cs}/gu, '\ufffd')),
        );
        const queryValues = withOwner(
          queryBag,
          ownerPart === 'query' ? ownerKey : undefined,
          caller,
          keepOwner,
        );
        const headers: Record<string, string> = {};
        if (rest.auth === 'caller') headers.authorization = `Bearer ${caller.token}`;
        if (rest.auth === 'garbage') headers.authorization = 'Bearer not-a-token';
        const request: FuzzRequest = {
          method: endpoint.method,
          url: `${defaultServiceBases[endpoint.group]}${path}${searchOf(queryValues, repeat, pollution === 0)}`,
          headers,
        };
        if (
          endpoint.method === 'GET' ||
          (!endpoint.body && bodyType === 'json' && rest.contentType === 'declared')
        )
          return request;
        const value =
          !generated.raw && ownerPart === 'body' && generated.value && typeof generated.value === 'object'
            ? withOwner(generated.value as Bag, ownerKey, caller, keepOwner)
            : generated.value;
        const declared =
          bodyType === 'multipart'
            ? `multipart/form-data; boundary=${boundary}`
            : bodyType === 'form'
              ? 'application/x-www-form-urlencoded'
              : 'application/json';
        const type = rest.contentType === 'declared' ? declared : rest.contentType;
        if (type) headers['content-type'] = type;
        if (type.startsWith('multipart/')) {
          request.payload = multipartOf(value && typeof value === 'object' ? (value as Bag) : {}, upload);
        } else if (type === 'application/x-www-form-urlencoded') {
          request.payload = searchOf(
            value && typeof value === 'object' ? (value as Bag) : {},
            false,
            rest.pollute !== 'none',
          ).slice(1);
        } else {
          request.payload = generated.raw ? String(generated.value) : jsonText(value, rest.pollute);
        }
        return request;
      },
    );
}
