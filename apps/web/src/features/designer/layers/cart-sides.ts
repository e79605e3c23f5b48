import {
  PRINT_LOCATIONS,
  PRODUCT_FACES,
  type Layers,
  type LayerInput,
  type Placement,
  type PrintLocation,
} from '@prompttee/domain';
import type { SideLayer } from './layer-model';
import { sideLayers } from './wire-layers';

type Design = { id: string; placements: Record<PrintLocation, Placement> };

/**
 * What Add to Cart puts on the one shirt: the side on screen, as it always was, and every other
 * area the customer put something of their own on (a text, a picture, the design moved in the
 * list or taken off). A side showing only the design is the editor's starting point, not a choice
 * to print the design twice, unless it is the side on screen; while a sleeve or a label is on
 * screen, the front stands for the side on screen. `printLocation` is the first side
 * taken; `layers` is null for a side holding the design alone, which stays a design-and-placement
 * line.
 */
export function cartSides(
  onScreen: PrintLocation,
  design: Design,
  sides: Record<PrintLocation, readonly SideLayer[]>,
  /** The product's print areas: what is on another product's (a sleeve, for a tote) is left out. */
  areas: readonly PrintLocation[] | null = null,
): { printLocation: PrintLocation; layers: Layers | null } {
  const own = (side: PrintLocation) =>
    sideLayers(side, { id: design.id, placement: design.placements[side] }, sides[side])?.[side];
  // With a sleeve or label on screen the design stays on the front, where it was put.
  const face = (PRODUCT_FACES as readonly PrintLocation[]).includes(onScreen) ? onScreen : 'front';
  const printable = PRINT_LOCATIONS.filter((side) => !areas || areas.includes(side));
  const taken = printable.filter((side) => side === face || own(side));
  if (!taken.some(own)) return { printLocation: face, layers: null };
  const designAlone = (side: PrintLocation): LayerInput[] => [
    { type: 'image', design_id: design.id, ...design.placements[side] },
  ];
  const layers = Object.fromEntries(taken.map((side) => [side, own(side) ?? designAlone(side)])) as Layers;
  return { printLocation: taken[0]!, layers };
}
