import fc from 'fast-check';
import * as z from 'zod/v4/core';

/**
 * Values that a zod schema of the contract should accept, or nearly: within its lengths, ranges,
 * formats and patterns where the schema says them, anything JSON-like where it does not. Good
 * enough to reach past validation into the handlers; exact validity is not the point.
 */
export function arbitraryFor(schema: z.$ZodType, depth = 0): fc.Arbitrary<unknown> {
  // biome-ignore lint/suspicious/noExplicitAny: zod's internal definitions differ per schema kind
  const def = (schema as any)._zod.def;
  const bag = limitsOf(schema);
  if (depth > 6) return fc.constant(null);
  switch (def.type as string) {
    case 'string':
      return stringFor(schema, bag);
    case 'number': {
      const lowest = Math.max(bag.minimum ?? -Infinity, bag.exclusiveMinimum ?? -Infinity);
      const highest = Math.min(bag.maximum ?? Infinity, bag.exclusiveMaximum ?? Infinity);
      const min = Number.isFinite(lowest) ? lowest : -1_000_000;
      const max = Number.isFinite(highest) ? highest : 1_000_000;
      const value = bag.format?.includes('int')
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
      const min = bag.minimum ?? 0;
      const max = Math.min(bag.maximum ?? 5, min + 5);
      return fc.array(arbitraryFor(def.element, depth + 1), { minLength: min, maxLength: max });
    }
    case 'tuple':
      return fc.tuple(...(def.items as z.$ZodType[]).map((item) => arbitraryFor(item, depth + 1)));
    case 'object':
      return objectFor(def.shape as Record<string, z.$ZodType>, depth);
    case 'record':
      return fc.dictionary(
        fc.string({ minLength: 1, maxLength: 12 }),
        arbitraryFor(def.valueType, depth + 1),
        {
          maxKeys: 4,
        },
      );
    case 'union':
      return fc.oneof(...(def.options as z.$ZodType[]).map((option) => arbitraryFor(option, depth + 1)));
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

function objectFor(shape: Record<string, z.$ZodType>, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, inner] of Object.entries(shape)) fields[key] = arbitraryFor(inner, depth + 1);
  return fc
    .record(fields)
    .map((value) => Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== undefined)));
}

/** The lengths, bounds and format that a schema's checks say, tightest first. */
interface Bag {
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
}

/**
 * Folds a schema's checks into its limits, as zod's JSON Schema writer does. Classic zod's
 * `minLength` or `minValue` accessors do the same, but the contract's zod/mini schemas lack them,
 * so this reads the checks that both share. A format schema (`z.email()`, `z.int()`) is its own
 * first check.
 */
function limitsOf(schema: z.$ZodType): Bag {
  const limits: Bag = {};
  const raise = (key: 'minimum' | 'exclusiveMinimum', value: number) => {
    if (limits[key] === undefined || value > limits[key]) limits[key] = value;
  };
  const lower = (key: 'maximum' | 'exclusiveMaximum', value: number) => {
    if (limits[key] === undefined || value < limits[key]) limits[key] = value;
  };
  const own = schema._zod.traits.has('$ZodCheck') ? [schema as unknown as z.$ZodCheck] : [];
  for (const check of [...own, ...(schema._zod.def.checks ?? [])]) {
    // biome-ignore lint/suspicious/noExplicitAny: zod's check definitions differ per kind of check
    const def = check._zod.def as any;
    switch (def.check as string) {
      case 'greater_than':
        raise(def.inclusive ? 'minimum' : 'exclusiveMinimum', def.value);
        break;
      case 'less_than':
        lower(def.inclusive ? 'maximum' : 'exclusiveMaximum', def.value);
        break;
      case 'min_length':
        raise('minimum', def.minimum);
        break;
      case 'max_length':
        lower('maximum', def.maximum);
        break;
      case 'length_equals':
        raise('minimum', def.length);
        lower('maximum', def.length);
        break;
      case 'number_format': {
        limits.format = def.format;
        const [minimum, maximum] = z.util.NUMBER_FORMAT_RANGES[def.format as z.$ZodNumberFormats];
        raise('minimum', minimum);
        lower('maximum', maximum);
        break;
      }
      case 'string_format':
        limits.format = def.format;
        break;
    }
  }
  return limits;
}

function stringFor(schema: z.$ZodType, bag: Bag): fc.Arbitrary<string> {
  const minLength = bag.minimum ?? 0;
  const maxLength = Math.min(bag.maximum ?? 40, minLength + 60);
  switch (bag.format) {
    case 'email':
      return fc.emailAddress().filter((email) => email.length <= (bag.maximum ?? 254));
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
  const pattern = (schema._zod.def.checks ?? []).map((check: any) => check._zod.def.pattern).find(Boolean);
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
