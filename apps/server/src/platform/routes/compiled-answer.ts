import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import * as z from 'zod/v4/core';

/**
 * Writes an endpoint's success answer with a serializer compiled from the contract's schema as JSON
 * Schema (fast-json-stringify) instead of zod's encode, which checks every value first: for the ten
 * cards of a listing page zod took about 35 µs and this about 7. It writes only the contract's fields,
 * as zod's does, but trusts their values, which the handler's types already hold to the contract.
 * Other answers (errors) keep zod's serializer.
 */
export function compiledAnswerSerializer(successStatus: number): FastifySerializerCompiler<unknown> {
  return (route) => {
    const schema = route.schema as z.$ZodType;
    if (route.httpStatus !== String(successStatus)) return serializerCompiler({ ...route, schema });
    return fastJsonStringify(
      z.toJSONSchema(schema, { io: 'output' }) as Parameters<typeof fastJsonStringify>[0],
    );
  };
}
