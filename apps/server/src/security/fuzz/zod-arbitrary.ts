import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Values that a zod schema of the contract should accept, or nearly: within its lengths, ranges,
 * formats and patterns where the schema says them, anything JSON-like where it does not. Good
 * enough to reach past validation into the handlers; exact validity is not the point.
 */
export function arbitraryFor(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  // biome-ignore lint/suspicious/noExplicitAny: zod's internal definitions differ per schema kind
  const def = (schema as any)._zod.def;
  // biome-ignore lint/suspicious/noExplicitAny: the accessors zod v4 offers on its string and number schemas
  const s = schema as any;
  if (depth > 6) return fc.constant(null);
  switch (def.type as string) {
    case 'string':
      return stringFor(s);
    case 'number': {
      const min = Number.isFinite(s.minValue) ? s.minValue : -1_000_000;
      const max = Number.isFinite(s.maxValue) ? s.maxValue : 1_000_000;
      const value = s.isInt
        ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
      // Coerced numbers arrive as text in queries and forms.
      return def.coerce ? value.map(String) : value;
    }
    case 'bigint':
      return fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n }).map(String);
    case 'boolean':
      return def.coerce ? fc.constantFrom('true', 'false') : fc.boolean();
    case 'date':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'null':
      return fc.constant(null);
    case 'optional':
      return fc.option(arbitraryFor(def.innerType, depth), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(arbitraryFor(def.innerType, depth), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return arbitraryFor(def.innerType, depth);
    case 'pipe':
      return arbitraryFor(def.in.type === 'transform' ? def.out : def.in, depth);
    case 'lazy':
      return arbitraryFor(def.getter(), depth + 1);
    case 'array': {
      const min = s._zod.bag?.minimum ?? 0;
      const max = Math.min(s._zod.bag?.maximum ?? 5, min + 5);
      return fc.array(arbitraryFor(def.element, depth + 1), { minLength: min, maxLength: max });
    }
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map((item) => arbitraryFor(item, depth + 1)));
    case 'object':
      return objectFor(def.shape as Record<string, z.ZodType>, depth);
    case 'record':
      return fc.dictionary(
        fc.string({ minLength: 1, maxLength: 12 }),
        arbitraryFor(def.valueType, depth + 1),
        {
          maxKeys: 4,
        },
      );
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((option) => arbitraryFor(option, depth + 1)));
    case 'intersection':
      return fc
        .tuple(arbitraryFor(def.left, depth + 1), arbitraryFor(def.right, depth + 1))
        .map(([left, right]) =>
          typeof left === 'object' && typeof right === 'object' ? { ...left, ...right } : left,
        );
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectFor(shape: Record<string, z.ZodType>, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, inner] of Object.entries(shape)) fields[key] = arbitraryFor(inner, depth + 1);
  return fc
    .record(fields)
    .map((value) => Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== undefined)));
}

// biome-ignore lint/suspicious/noExplicitAny: zod v4's string accessors
function stringFor(s: any): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 40, minLength + 60);
  switch (s.format) {
    case 'email':
      return fc.emailAddress().filter((email) => email.length <= (s.maxLength ?? 254));
    case 'url':
      return fc.webUrl();
    case 'datetime':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    case 'date':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    case 'uuid':
    case 'guid':
      return fc.uuid();
  }
  // biome-ignore lint/suspicious/noExplicitAny: zod's check definitions
  const pattern = (s._zod.def.checks ?? []).map((check: any) => check._zod.def.pattern).find(Boolean);
  if (pattern instanceof RegExp) {
    try {
      return fc
        .stringMatching(new RegExp(pattern.source, pattern.flags.replace('g', '')))
        .map((text) => text.slice(0, Math.max(maxLength, 1)));
    } catch {
      // fast-check cannot build every pattern (lookaheads); any text will do then.
    }
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}
