import {
  coveredShare,
  IMAGE_LAYER_HEIGHT_OVER_WIDTH,
  isWhollyOffPrintArea,
  type Layer,
  layerBox,
  type Layers,
  MAX_LAYER_HEIGHT,
  MAX_SIDE_COVERAGE,
  PRINT_LOCATIONS,
  type PrintLocation,
} from '@prompttee/domain';
import { fieldError } from '../../errors';
import { loadFont } from '../../fonts/bundled-fonts';
import { textOutlines } from '../../images/text-outlines';
import type { DesignRow } from '../designs/design-repository';
import type { UseCaseDeps } from '../use-case-deps';

/**
 * Every layer of every layered line must print: its designs the customer's own and unexpired, its
 * text's characters in its font (a missing glyph would silently vanish from the print), and some
 * part of it on the print area. A 400 names the layer's field; nothing is stored.
 */
export async function checkLayers(
  deps: Pick<UseCaseDeps, 'designs' | 'clock'>,
  userId: string,
  lines: readonly { layers: Layers | null }[],
  fieldOf = (index: number) => `items.${index}.layers`,
): Promise<Map<string, DesignRow>> {
  const ids = [
    ...new Set(
      lines.flatMap((line) =>
        layersOf(line).flatMap(({ layer }) => (layer.type === 'image' ? [layer.design_id] : [])),
      ),
    ),
  ];
  const found = new Map((await deps.designs.ownedDesigns(userId, ids)).map((d) => [d.id, d]));
  const now = deps.clock.now().getTime();
  lines.forEach((line, index) => {
    const coverage = new Map<PrintLocation, number>();
    for (const { side, at, layer } of layersOf(line)) {
      const field = `${fieldOf(index)}.${side}.${at}`;
      let heightOverWidth = IMAGE_LAYER_HEIGHT_OVER_WIDTH;
      if (layer.type === 'image') {
        const design = found.get(layer.design_id);
        if (!design) throw fieldError(`${field}.design_id`, 'Design not found', 'NOT_FOUND');
        if (design.expiresAt.getTime() <= now) {
          throw fieldError(`${field}.design_id`, 'This design has expired. Choose another one.', 'GONE');
        }
      } else {
        const font = loadFont(layer.font);
        const missing = [...new Set(layer.text)].filter(
          (c) => c.trim() !== '' && font.charToGlyph(c).index === 0,
        );
        if (missing.length > 0) {
          throw fieldError(
            `${field}.text`,
            `This font cannot print ${missing.join(' ')}: choose another font or leave them out`,
          );
        }
        const { box } = textOutlines(layer);
        heightOverWidth = box.height / box.width;
      }
      const box = layerBox(layer, heightOverWidth);
      if (box.height > MAX_LAYER_HEIGHT) {
        throw fieldError(
          `${field}.width`,
          `This layer would be ${Math.round(box.height * 100)}% of the print area tall (at most ${MAX_LAYER_HEIGHT * 100}%): make it narrower or use fewer lines`,
        );
      }
      if (isWhollyOffPrintArea(box)) {
        throw fieldError(field, 'This layer is wholly off the print area: move it onto the shirt');
      }
      coverage.set(side, (coverage.get(side) ?? 0) + coveredShare(box));
      if (coverage.get(side)! > MAX_SIDE_COVERAGE) {
        throw fieldError(
          `${fieldOf(index)}.${side}`,
          `These layers cover the print area more than ${MAX_SIDE_COVERAGE} times over: shrink or remove some`,
        );
      }
    }
  });
  return found;
}

function layersOf(line: { layers: Layers | null }): { side: PrintLocation; at: number; layer: Layer }[] {
  const layers = line.layers;
  if (!layers) return [];
  return PRINT_LOCATIONS.flatMap((side) => (layers[side] ?? []).map((layer, at) => ({ side, at, layer })));
}
