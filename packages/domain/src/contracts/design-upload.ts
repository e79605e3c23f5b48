import * as z from 'zod/mini';

/**
 * POST /v1/designs/upload's form, for the API document: the route reads the file part itself.
 * Apart from the other design contracts, which the web app imports, so its bundles do not carry
 * zod's file schema.
 */
export const uploadDesignFormSchema = z.object({ file: z.file() });
