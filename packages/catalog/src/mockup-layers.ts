/**
 * The layers that put a design onto a mockup as if printed on the fabric, one set per product and
 * side (colour-independent), beside the colour mockups in /catalog/mockups/<product_id>/:
 *
 * - shading-<side>.webp: grey, multiply it over the design (1 = flat fabric facing the light,
 *   darker in folds and the shadow of the collar);
 * - highlight-<side>.webp: grey, screen it over the design (0 = none; the lit side of folds);
 * - displacement-<side>.webp: lossless; red and green are how far the printed design is pushed
 *   across and down at that point, in sixteenths of a mockup pixel around 128;
 * - mask-<side>.webp: grey, where the print can lie (see mockupLayerUrls).
 *
 * Browser-safe (no Node imports): `@prompttee/catalog/mockup-layers`.
 */
export type MockupLayer = 'shading' | 'highlight' | 'displacement' | 'mask';
/** A face of the product or a close-up view of one of its smaller areas (print-area.ts). */
export type MockupSide = 'front' | 'back' | 'left_sleeve' | 'right_sleeve' | 'neck_label';

export const mockupLayerFile = (layer: MockupLayer, side: MockupSide) => `${layer}-${side}.webp`;

export const mockupLayerUrl = (productId: string, layer: MockupLayer, side: MockupSide) =>
  `/catalog/mockups/${productId}/${mockupLayerFile(layer, side)}`;

/**
 * The layer URLs of one product side, for the designer's live preview and the server's mockups.
 * mask-<side>.webp: grey, the printable fabric (255 on it; 0 off the product, on a collar band, a
 * hood's rim or under the front of the collar for a neck label), which clips the print.
 */
export const mockupLayerUrls = (productId: string, side: MockupSide) => ({
  shading: mockupLayerUrl(productId, 'shading', side),
  highlight: mockupLayerUrl(productId, 'highlight', side),
  displacement: mockupLayerUrl(productId, 'displacement', side),
  mask: mockupLayerUrl(productId, 'mask', side),
});

/** How displacement-<side>.webp stores an offset: (code - zero) / unitsPerPixel mockup pixels. */
export const DISPLACEMENT_ENCODING = { zero: 128, unitsPerPixel: 16 } as const;

/**
 * The stage to show the transparent mockups on: a neutral grey, never glaring in the dark theme,
 * light enough in the light theme; both keep black and white shirts apart from the background.
 */
export const MOCKUP_STAGE = { light: '#ecebe8', dark: '#2e2e32' } as const;

/** A box on the mockup as fractions of the image (what designBoxOnMockup returns). */
type Box = { left: number; top: number; width: number; height: number; rotation: number };

/**
 * For the browser preview: where the shading and highlight layers go when they are children of
 * the (turned) design element, so that they line up with the mockup again: their box in percent
 * of the design element, and the CSS transform that undoes the element's turn. See the README.
 */
export function fabricLayerFrame(box: Box) {
  const pct = (n: number) => `${n * 100}%`;
  return {
    left: pct(-box.left / box.width),
    top: pct(-box.top / box.height),
    width: pct(1 / box.width),
    height: pct(1 / box.height),
    // The design turns about its centre; in the layer's own box that centre is here.
    transformOrigin: `${pct(box.left + box.width / 2)} ${pct(box.top + box.height / 2)}`,
    transform: `rotate(${-box.rotation}deg)`,
  };
}
