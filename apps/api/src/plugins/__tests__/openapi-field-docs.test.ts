import { CONTRACT_DOCS } from '@prompttee/domain/contracts/docs/index';
import { PRINT_LOCATIONS } from '@prompttee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createTestApp, type TestApp } from '../../testing/test-app';

type Schema = {
  type?: string;
  format?: string;
  description?: string;
  example?: unknown;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Operation = {
  parameters?: { name: string; in: string; description?: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

/** An object, or a list or choice of them: its fields carry the examples, not it. */
const hasFields = (s: Schema): boolean =>
  s.type === 'object' ||
  s.properties !== undefined ||
  (s.items !== undefined && hasFields(s.items)) ||
  [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].some(hasFields);

/** Every field under `schema` without a description, or a value field without an example. */
function undocumented(schema: Schema | undefined, path: string, found: string[]) {
  if (!schema) return;
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    undocumented(branch, path, found);
  }
  undocumented(schema.items, `${path}[]`, found);
  if (typeof schema.additionalProperties === 'object')
    undocumented(schema.additionalProperties, `${path}{}`, found);
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const at = `${path}.${name}`;
    if (!field.description) found.push(`${at}: no description`);
    // A file has no example to show; an object's example is its fields'.
    else if (field.example === undefined && field.format !== 'binary' && !hasFields(field)) {
      found.push(`${at}: no example`);
    }
    undocumented(field, at, found);
  }
}

describe('the OpenAPI document describes every field', () => {
  let t: TestApp;
  let document: Document;
  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.app.inject('/docs/json')).json();
  });
  afterAll(() => t.close());

  it('describes every parameter and every request and response field, with an example', () => {
    const found: string[] = [];
    for (const [url, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const at = `${method.toUpperCase()} ${url}`;
        for (const parameter of operation.parameters ?? []) {
          if (!parameter.description) found.push(`${at} ${parameter.in} ${parameter.name}: no description`);
          else if (parameter.schema?.example === undefined)
            found.push(`${at} ${parameter.in} ${parameter.name}: no example`);
        }
        for (const [type, { schema }] of Object.entries(operation.requestBody?.content ?? {})) {
          undocumented(schema, `${at} body (${type})`, found);
        }
        for (const [status, response] of Object.entries(operation.responses)) {
          for (const { schema } of Object.values(response.content ?? {}))
            undocumented(schema, `${at} ${status}`, found);
        }
      }
    }
    // Describe a field beside its contract, in packages/domain/src/contracts/docs/.
    expect(found).toEqual([]);
    expect(Object.keys(document.paths).filter((url) => url.startsWith('/v1/')).length).toBeGreaterThan(40);
  });

  it('spells out the print areas a record is keyed by', () => {
    const body = document.paths['/v1/orders']!.post!.requestBody!.content['application/json']!.schema;
    const item = body.properties!.items!.items!;
    for (const field of ['designs', 'placements', 'layers']) {
      expect(Object.keys(item.properties![field]!.properties!), field).toEqual([...PRINT_LOCATIONS]);
    }
  });

  it('documents the upload as a form with its file, and the catalogue with its print areas', () => {
    const upload = document.paths['/v1/designs/upload']!.post!.requestBody!.content['multipart/form-data']!;
    expect(upload.schema.properties!.file).toMatchObject({ type: 'string', format: 'binary' });
    const catalogue =
      document.paths['/catalog/catalog.json']!.get!.responses['200']!.content!['application/json']!;
    const product = catalogue.schema.properties!.products!.items!;
    expect(product.properties!.print_areas!.description).toMatch(/where it prints/i);
  });
});

describe('the field descriptions', () => {
  it('document each schema once', () => {
    // One schema used by two calls says one thing for both: give each call its own schema instead.
    const schemas = CONTRACT_DOCS.map((entry) => entry.schema);
    const twice = CONTRACT_DOCS.filter((entry, i) => schemas.indexOf(entry.schema) !== i);
    expect(twice.map((entry) => Object.keys(entry.fields).join(', '))).toEqual([]);
  });

  it('give examples that the field itself accepts', () => {
    const refused: string[] = [];
    let checked = 0;
    for (const entry of CONTRACT_DOCS) {
      const def = entry.schema._zod.def as {
        shape?: Record<string, z.ZodMiniType>;
        valueType?: z.ZodMiniType;
      };
      for (const [field, doc] of Object.entries(entry.fields)) {
        const schema = def.shape?.[field] ?? def.valueType;
        if (doc.example === undefined || !schema) continue;
        checked++;
        const result = z.safeParse(schema, doc.example);
        if (!result.success)
          refused.push(`${field} = ${JSON.stringify(doc.example)}: ${result.error.issues[0]?.message}`);
      }
    }
    expect(refused).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  });
});
