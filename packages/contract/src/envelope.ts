import { z } from 'zod/mini';

/** `meta.type` values the spec names; clients branch on them (spec section 8). */
export const errorTypes = [
  'NOT_FOUND',
  'SESSION_EXPIRED',
  'CONTEST_EXPIRED',
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL_ERROR',
] as const;

export type ErrorType = (typeof errorTypes)[number];

export const metaSchema = z.object({
  message: z.string(),
  count: z.optional(z.number().check(z.int(), z.nonnegative())),
  type: z.optional(z.string()),
});

export type Meta = z.infer<typeof metaSchema>;

/** Every successful answer: `{ data, meta }`. */
/* @__NO_SIDE_EFFECTS__ */
export function envelopeOf<T extends z.core.$ZodType>(data: T) {
  return z.object({ data, meta: metaSchema });
}

/**
 * Every failed answer. `fields` maps a dotted field path (`TalentEducation.0.GPA`) to the
 * message the form shows under that field, so a client can put each reason where it belongs.
 */
export const errorEnvelopeSchema = z.object({
  data: z.null(),
  meta: z.extend(metaSchema, { type: z.string() }),
  error: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Query parameters shared by every paginated list. `size=-1` means all rows. */
export const pageQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  size: z._default(
    z.coerce.number().check(
      z.int(),
      z.gte(-1),
      z.lte(100),
      z.refine((n) => n !== 0, 'size must not be 0'),
    ),
    10,
  ),
});

export type PageQuery = z.infer<typeof pageQuerySchema>;
