import {
  coveredShare,
  IMAGE_LAYER_HEIGHT_OVER_WIDTH,
  isWhollyOffPrintArea,
  type Layer,
  layerBox,
  layerDesignIds,
  type Layers,
  MAX_LAYER_HEIGHT,
  MAX_SIDE_COVERAGE,
  PRINT_LOCATIONS,
  type PrintLocation,
} from '@prompttee/domain';
import { createHash } from 'node:crypto';
import stableStringify from 'safe-stable-stringify';
import sharp from 'sharp';
import { withXmp } from '../../images/png-xmp';
import { provenanceXmp } from '../../images/provenance';
import { sideProvenance } from '../../images/side-provenance';
import { textOutlines } from '../../images/text-outlines';
import { loadFont } from '../../fonts/bundled-fonts';
import { composedFileKeys, designFileKeys, newDesignFileToken } from '../designs/design-files';
import { ensurePrintFile } from '../designs/ensure-print-file';
import { THUMBNAIL_BOX } from '../designs/render-print-files';
import type { UseCaseDeps } from '../use-case-deps';
import type { DesignFilesRow, OrderItemFiles } from './order-repository';
import { fieldError, type PricedLine } from './price-order';

export type LayeredItemDeps = Parameters<typeof ensurePrintFile>[0] &
  Pick<UseCaseDeps, 'orders' | 'blobStore' | 'clock' | 'compositions' | 'imageWork'>;

const transparent = { r: 0, g: 0, b: 0, alpha: 0 };

/**
 * Every layer of every layered line must print: its designs the customer's own and unexpired, its
 * text's characters in its font (a missing glyph would silently vanish from the print), and some
 * part of it on the print area. A 400 names the layer's field; nothing is stored.
 */
export async function checkLayers(
  deps: LayeredItemDeps,
  userId: string,
  lines: readonly Pick<PricedLine, 'layers'>[],
  fieldOf = (index: number) => `items.${index}.layers`,
): Promise<Map<string, DesignFilesRow>> {
  const ids = [
    ...new Set(
      lines.flatMap((line) =>
        layersOf(line).flatMap(({ layer }) => (layer.type === 'image' ? [layer.design_id] : [])),
      ),
    ),
  ];
  const found = await deps.orders.ownedDesigns(userId, ids);
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

function layersOf(line: Pick<PricedLine, 'layers'>): { side: PrintLocation; at: number; layer: Layer }[] {
  const layers: Layers | null = line.layers;
  if (!layers) return [];
  return PRINT_LOCATIONS.flatMap((side) => (layers[side] ?? []).map((layer, at) => ({ side, at, layer })));
}

/**
 * One side composed and stored: its private print file and public thumbnail under the keys given,
 * or fresh unguessable ones. `images` keeps the designs' PNGs read so far, for the next side.
 */
export async function composeSide(
  deps: LayeredItemDeps,
  layers: readonly Layer[],
  designs: Map<string, DesignFilesRow>,
  images = new Map<string, Buffer>(),
  keys = designFileKeys(newDesignFileToken()),
): Promise<{ printKey: string; thumbnailKey: string }> {
  for (const layer of layers) {
    if (layer.type !== 'image' || images.has(layer.design_id)) continue;
    await ensurePrintFile(deps, { designId: layer.design_id });
    const png = await deps.blobStore.get(designs.get(layer.design_id)!.printKey);
    if (!png) throw new Error(`design ${layer.design_id} has no print file`);
    images.set(layer.design_id, png);
  }
  let printPng = await deps.imageWork.composeLayers(layers, images);
  // A generated design's marking and Content Credentials are not in the new pixels: state them anew.
  const provenance = sideProvenance(layers, images);
  if (provenance) {
    printPng = await deps.contentCredentials.signPng(
      withXmp(printPng, provenanceXmp(provenance)),
      provenance,
    );
  }
  const thumbnailWebp = await sharp(printPng)
    .resize(THUMBNAIL_BOX.width, THUMBNAIL_BOX.height, { fit: 'contain', background: transparent })
    .webp({ quality: 80, alphaQuality: 90, effort: 3 })
    .toBuffer();
  await Promise.all([
    deps.blobStore.put(keys.printKey, printPng, 'image/png'),
    deps.blobStore.put(keys.thumbnailKey, thumbnailWebp, 'image/webp'),
  ]);
  return keys;
}

/**
 * Where a customer's composed side is kept: hashed from the customer and the layers, so the cart's
 * preview (POST /v1/mockups/layers), a repeated line and the order share one composition. The
 * customer's id is not public, so the thumbnail's URL stays unguessable even for a plain text.
 */
export function composedSideKeys(userId: string, layers: readonly Layer[]) {
  const hash = createHash('sha256')
    .update(`${userId}\n${stableStringify(layers)}`)
    .digest('base64url')
    .slice(0, 32);
  return composedFileKeys(hash);
}

/** The side composed under its keys, unless it already is (by the cart's preview or an earlier line). */
export async function ensureComposedSide(
  deps: LayeredItemDeps,
  input: {
    userId: string;
    layers: readonly Layer[];
    designs: Map<string, DesignFilesRow>;
    images?: Map<string, Buffer>;
  },
) {
  const keys = composedSideKeys(input.userId, input.layers);
  // Asked for now: kept a design's lifetime from here (purge-unused-compositions.ts).
  await deps.compositions.touch(keys.hash, input.userId, deps.clock.now());
  // Concurrent requests for the same stack share one composition rather than each drawing it.
  await deps.imageWork.once(keys.hash, async () => {
    if (!(await deps.blobStore.get(keys.printKey))) {
      await composeSide(deps, input.layers, input.designs, input.images, keys);
    }
  });
  return keys;
}

/**
 * Each layered line's sides' files, keyed `${index}:${side}`, without composing anything: the keys
 * are the stack's own (composedSideKeys), so the cart's preview already made them, or the order's
 * prepare-order-files job makes them (composeOrderSides). The composed file is both the side's
 * design and its file at the placement.
 */
export function layeredLineFiles(
  userId: string,
  lines: readonly PricedLine[],
  designs: Map<string, DesignFilesRow>,
): Map<string, OrderItemFiles> {
  const out = new Map<string, OrderItemFiles>();
  for (const [index, line] of lines.entries()) {
    if (!line.layers) continue;
    for (const side of PRINT_LOCATIONS) {
      const layers = line.layers[side];
      if (!layers) continue;
      const keys = composedSideKeys(userId, layers);
      out.set(`${index}:${side}`, {
        printKey: keys.printKey,
        thumbnailKey: keys.thumbnailKey,
        placedPrintKey: keys.printKey,
        prompt: titleOf(layers, designs),
        aiGenerated: layers.some(
          (l) => l.type === 'image' && designs.get(l.design_id)?.source === 'generated',
        ),
      });
    }
  }
  return out;
}

/** The side's title: its first text, else its first image's prompt. */
function titleOf(layers: readonly Layer[], designs: Map<string, DesignFilesRow>): string {
  const text = layers.find((l) => l.type === 'text');
  if (text?.type === 'text') return text.text.replace(/\n/g, ' ').slice(0, 120);
  const image = layers.find((l) => l.type === 'image');
  return (image?.type === 'image' && designs.get(image.design_id)?.prompt) || 'Your design';
}

/**
 * An order's sides of layers composed under the keys the order recorded, unless they are already.
 * The designs they paint were checked when the order was placed, and the files of designs an order
 * uses are kept, so they are read here by id, whoever owns them now.
 */
export async function composeOrderSides(
  deps: LayeredItemDeps,
  order: { userId: string; items: readonly { layers: Layers | null }[] },
): Promise<void> {
  const ids = [...new Set(order.items.flatMap((item) => (item.layers ? layerDesignIds(item.layers) : [])))];
  const designs = await deps.orders.ownedDesigns(order.userId, ids);
  const images = new Map<string, Buffer>();
  for (const item of order.items) {
    for (const side of PRINT_LOCATIONS) {
      const layers = item.layers?.[side];
      if (layers) await ensureComposedSide(deps, { userId: order.userId, layers, designs, images });
    }
  }
}
