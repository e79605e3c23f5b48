/**
 * Where on a product a design is printed: its print areas. Every garment has a front and a back;
 * most have sleeves and an inside neck label too, a tote only its two faces (the catalogue's
 * `print_areas` says which a product has). Front unless the customer picks another.
 */
export const PRINT_LOCATIONS = ['front', 'back', 'left_sleeve', 'right_sleeve', 'neck_label'] as const;
export type PrintLocation = (typeof PRINT_LOCATIONS)[number];
// Its schema is contracts/print-location.ts: the designer names areas before it parses anything,
// and zod stays off its first load.
export const DEFAULT_PRINT_LOCATION: PrintLocation = 'front';

/** The two faces of a product, each with a picture of its own (the spec's `image_urls`). */
export const PRODUCT_FACES = ['front', 'back'] as const satisfies readonly PrintLocation[];

/** The words a name uses for an area: 'front', 'left sleeve'. */
export const printLocationWords = (area: PrintLocation) => area.replace('_', ' ');

/**
 * The sides a cart line or an order item prints, in the areas' order: those its layers fill when
 * it has layers, else the one side its design is placed on.
 */
export function printedSides(item: {
  printLocation: PrintLocation;
  layers?: Partial<Record<PrintLocation, unknown>> | undefined;
}): PrintLocation[] {
  const { layers } = item;
  return layers ? PRINT_LOCATIONS.filter((side) => layers[side]) : [item.printLocation];
}
