import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { createSerializerCompiler, ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeEncode, $ZodType } from 'zod/v4/core';

type Schema = $ZodType | { properties: $ZodType };

const zodSchemaOf = (schema: Schema): $ZodType | null =>
  schema instanceof $ZodType ? schema : schema?.properties instanceof $ZodType ? schema.properties : null;

type Stringify = (data: unknown) => string;

// Per contract, not per app: the contracts are module constants and a stringifier is a pure
// function of one, so every app in a process shares it. Compiling them took ~0.1 s of each app's
// start, paid again by each of the API test files that build one in a shared worker.
const compiled = new WeakMap<$ZodType, Stringify | null>();

/** A stringifier compiled from the contract's JSON Schema, or null when zod cannot express it as one. */
function compiledStringify(schema: $ZodType): Stringify | null {
  let stringify = compiled.get(schema);
  if (stringify === undefined) compiled.set(schema, (stringify = compileStringify(schema)));
  return stringify;
}

function compileStringify(schema: $ZodType): Stringify | null {
  try {
    const json = z.toJSONSchema(schema as z.ZodType, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'throw',
    });
    return fastJson(json as Parameters<typeof fastJson>[0]);
  } catch {
    return null;
  }
}

/**
 * Serialises replies with fast-json-stringify, compiled once per route and status from the JSON
 * Schema of the route's zod contract: a reply's fields are written by generated code instead of
 * being checked by zod and walked by JSON.stringify, which was most of an API read's CPU (decision
 * 011). With `validate` (the tests: VALIDATE_RESPONSES=true), every reply is also checked against
 * its contract first, so a route that breaks its contract still fails its tests. A contract that
 * JSON Schema cannot express (a transform) keeps the zod serializer.
 */
export function createResponseSerializer(options: { validate: boolean }): FastifySerializerCompiler<Schema> {
  const zodSerializer = createSerializerCompiler({});
  return (route) => {
    const schema = zodSchemaOf(route.schema);
    const stringify = schema ? compiledStringify(schema) : null;
    if (!schema || !stringify) return zodSerializer(route as never) as (data: unknown) => string;
    if (!options.validate) return stringify;
    return (data) => {
      const result = safeEncode(schema, data);
      if (result.error)
        throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
      // A contract that transforms on encoding keeps the zod serializer: here the encoded reply
      // is the reply.
      return stringify(result.data);
    };
  };
}
