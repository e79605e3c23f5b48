import * as z from 'zod/mini';

/** Which side of the shirt a design is printed on; front unless the customer turns it round. */
export const PRINT_LOCATIONS = ['front', 'back'] as const;
export const printLocationSchema = z.enum(PRINT_LOCATIONS);
export type PrintLocation = z.infer<typeof printLocationSchema>;
export const DEFAULT_PRINT_LOCATION: PrintLocation = 'front';
