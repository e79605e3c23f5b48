import type { SwaggerTransform } from '@fastify/swagger';
import type { SchemaDocs } from '@prompttee/domain/contracts/docs/field-docs';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { $ZodType, JSONSchema } from 'zod/v4/core';

type Json = JSONSchema.BaseSchema;
type OverrideContext = { zodSchema: $ZodType; jsonSchema: Json };

/** Marks the JSON of a documented schema with its entry, until the route's JSON is complete. */
const MARK = 'x-field-docs';

/**
 * The route transform of fastify-type-provider-zod, with each documented schema's description and
 * its fields' descriptions and examples written into the route's JSON Schema.
 *
 * The texts live apart from the contracts (the web app would ship them otherwise), keyed by the
 * schema object they describe. A zod `override` sees each schema once, and its JSON may be shared
 * by every place the schema is used, so it only marks a documented schema; the texts are written
 * once the route's JSON is finished and each place has its own copy.
 */
export function documentedJsonSchemaTransform(docs: readonly SchemaDocs[]): SwaggerTransform {
  const entries = new Map<$ZodType, number>(docs.map((entry, i) => [entry.schema as $ZodType, i]));
  const transform = createJsonSchemaTransform({
    zodToJsonConfig: {
      override: (ctx: OverrideContext) => {
        collapseNullableUnion(ctx);
        spellOutEnumKeys(ctx);
        const entry = entries.get(ctx.zodSchema);
        if (entry !== undefined) (ctx.jsonSchema as Record<string, unknown>)[MARK] = entry;
      },
    },
  });
  return (document) => {
    const transformed = transform(document);
    writeDocs(transformed.schema, docs);
    return transformed;
  };
}

/**
 * What fastify-type-provider-zod's own override does for an OpenAPI 3.0 document (a custom one
 * replaces it): 3.0 has no null type, so a union with null is its other branch, `nullable`. (Its
 * other cases, z.date and z.undefined, appear in no contract.)
 */
function collapseNullableUnion({ zodSchema, jsonSchema }: OverrideContext) {
  if (zodSchema._zod.def.type !== 'union' || !jsonSchema.anyOf) return;
  const anyOf = jsonSchema.anyOf.filter((branch) => Object.keys(branch).length > 0);
  jsonSchema.anyOf = anyOf;
  const isNull = (branch: Json) =>
    (branch as { nullable?: boolean }).nullable === true &&
    branch.enum?.length === 1 &&
    branch.enum[0] === null;
  const others = anyOf.filter((branch) => !isNull(branch));
  if (others.length === anyOf.length || others.length === 0) return;
  if (others.length === 1) {
    delete jsonSchema.anyOf;
    Object.assign(jsonSchema, others[0], { nullable: true });
  } else {
    jsonSchema.anyOf = others;
    Object.assign(jsonSchema, { nullable: true });
  }
}

/**
 * A record keyed by an enum (print area -> placement, currency -> price) as the properties it may
 * have: OpenAPI 3.0 has no `propertyNames`, so the document would otherwise say "any key".
 */
function spellOutEnumKeys({ zodSchema, jsonSchema }: OverrideContext) {
  const def = zodSchema._zod.def as { type: string; keyType?: $ZodType };
  if (def.type !== 'record' || !def.keyType) return;
  const keys = (def.keyType._zod.def as { type: string; entries?: Record<string, string> }).entries;
  const value = jsonSchema.additionalProperties;
  if (def.keyType._zod.def.type !== 'enum' || !keys || typeof value !== 'object') return;
  jsonSchema.properties = Object.fromEntries(Object.values(keys).map((key) => [key, value]));
  jsonSchema.additionalProperties = false;
}

/** Writes each marked schema's texts into the finished JSON of a route (its own copy of each). */
function writeDocs(node: unknown, docs: readonly SchemaDocs[]) {
  if (Array.isArray(node)) return node.forEach((child) => writeDocs(child, docs));
  if (node === null || typeof node !== 'object') return;
  const schema = node as Record<string, unknown> & Json;
  for (const child of Object.values(schema)) writeDocs(child, docs);
  const index = schema[MARK];
  if (typeof index !== 'number') return;
  delete schema[MARK];
  const entry = docs[index]!;
  if (entry.description) schema.description = entry.description;
  for (const [field, doc] of Object.entries(entry.fields)) {
    const property = schema.properties?.[field];
    if (!property || typeof property !== 'object') continue;
    property.description = doc.description;
    if (doc.example !== undefined) property.example = doc.example;
  }
}
