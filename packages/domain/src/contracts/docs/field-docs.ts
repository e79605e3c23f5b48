import type * as z from 'zod/mini';
import { PRINT_LOCATIONS, type PrintLocation } from '../../print-location';

// What /docs says about each field of a contract, kept beside the contracts but apart from them:
// the web app imports the contracts, and every description written into a schema would ship in
// its bundles. Only the API's OpenAPI plugin imports these files (a lint rule keeps the web out).

/** One field as a client author reads it in /docs: what it means, and a value it may hold. */
export type FieldDoc = { description: string; example?: unknown };

/** A documented schema: its own description (a response's, a body's) and each of its fields'. */
export type SchemaDocs = {
  schema: z.ZodMiniType;
  description?: string;
  fields: Readonly<Record<string, FieldDoc>>;
};

type ObjectSchema = z.ZodMiniType & { shape: Record<string, unknown> };

/** Every field of an object schema described: a field added to the contract must be added here. */
export function describeObject<S extends ObjectSchema>(
  schema: S,
  fields: { [K in keyof S['shape']]: FieldDoc },
  description?: string,
): SchemaDocs {
  return { schema, fields, ...(description === undefined ? {} : { description }) };
}

/**
 * The keys of a record keyed by an enum (print area -> placement, currency -> price), which the
 * OpenAPI document spells out as properties.
 */
export function describeKeys<S extends z.ZodMiniType>(
  schema: S,
  fields: { [K in keyof z.output<S> & string]-?: FieldDoc },
  description?: string,
): SchemaDocs {
  return { schema, fields, ...(description === undefined ? {} : { description }) };
}

/** The words /docs uses for a print area. */
export const PRINT_AREA_WORDS: Record<PrintLocation, string> = {
  front: 'the front',
  back: 'the back',
  left_sleeve: "the left sleeve (the wearer's left)",
  right_sleeve: "the right sleeve (the wearer's right)",
  neck_label: 'the inside neck label',
};

/** One field per print area, each described by what it holds for that area. */
export function perPrintArea(
  describe: (area: string) => string,
  example?: (area: PrintLocation) => unknown,
): Record<PrintLocation, FieldDoc> {
  const doc = (area: PrintLocation): FieldDoc => ({
    description: describe(PRINT_AREA_WORDS[area]),
    ...(example ? { example: example(area) } : {}),
  });
  return Object.fromEntries(PRINT_LOCATIONS.map((area) => [area, doc(area)])) as Record<
    PrintLocation,
    FieldDoc
  >;
}
