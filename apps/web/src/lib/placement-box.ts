import { printAreaOnMockup } from '@prompttee/catalog/print-area';
import { DESIGN_ASPECT, TEE_PRINT_AREA, type Placement, type PrintLocation } from '@prompttee/domain';

/** A design's unrotated box (left, top, width, height) as fractions of its container, and its turn. */
export type DesignBox = { left: number; top: number; width: number; height: number; rotation: number };

/** The design's box as fractions of the print area: the height follows from the 3:4 print file. */
export function designBoxInArea(placement: Placement, area = TEE_PRINT_AREA): DesignBox {
  const height = (placement.width * area.widthIn) / DESIGN_ASPECT / area.heightIn;
  return {
    left: placement.x - placement.width / 2,
    top: placement.y - height / 2,
    width: placement.width,
    height,
    rotation: placement.rotation,
  };
}

/**
 * The design's box as fractions of a product side's mockup image, through where that product's
 * print area lies on it.
 */
export function designBoxOnMockup(placement: Placement, side: PrintLocation, productId: string): DesignBox {
  const area = printAreaOnMockup(productId, side);
  const box = designBoxInArea(placement);
  return {
    left: area.left + box.left * area.width,
    top: area.top + box.top * area.height,
    width: box.width * area.width,
    height: box.height * area.height,
    rotation: box.rotation,
  };
}

const pct = (fraction: number) => `${fraction * 100}%`;

/** Absolute-position styles for a box: percentages of the positioned parent, turned about its centre. */
export function boxStyle(box: DesignBox) {
  return {
    left: pct(box.left),
    top: pct(box.top),
    width: pct(box.width),
    height: pct(box.height),
    transform: box.rotation ? `rotate(${box.rotation}deg)` : undefined,
  };
}
