import * as z from 'zod/mini';

/** Which side of the shirt a design is printed on; front unless the customer turns it round. */
export const PRINT_LOCATIONS = ['front', 'back'] as const;
export const printLocationSchema = z.enum(PRINT_LOCATIONS);
export type PrintLocation = z.infer<typeof printLocationSchema>;
export const DEFAULT_PRINT_LOCATION: PrintLocation = 'front';

/**
 * The sides a cart line or an order item prints, front first: those its layers fill when it has
 * layers, else the one side its design is placed on.
 */
export function printedSides(item: {
  printLocation: PrintLocation;
  layers?: Partial<Record<PrintLocation, unknown>> | undefined;
}): PrintLocation[] {
  const { layers } = item;
  return layers ? PRINT_LOCATIONS.filter((side) => layers[side]) : [item.printLocation];
}
