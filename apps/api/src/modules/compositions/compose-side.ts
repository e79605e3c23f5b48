import { isTeeSized, type Layer, type PrintArea, TEE_PRINT_AREA } from '@prompttee/domain';
import { createHash } from 'node:crypto';
import stableStringify from 'safe-stable-stringify';
import sharp from 'sharp';
import { withXmp } from '../../images/png-xmp';
import { provenanceXmp } from '../../images/provenance';
import { sideProvenance } from '../../images/side-provenance';
import { composedFileKeys, designFileKeys, newDesignFileToken } from '../designs/design-files';
import { ensurePrintFile } from '../designs/ensure-print-file';
import { THUMBNAIL_BOX } from '../designs/render-print-files';
import type { UseCaseDeps } from '../use-case-deps';

export type ComposeSideDeps = Parameters<typeof ensurePrintFile>[0] &
  Pick<UseCaseDeps, 'blobStore' | 'clock' | 'compositions' | 'imageWork' | 'contentCredentials'>;

const transparent = { r: 0, g: 0, b: 0, alpha: 0 };

/**
 * One side composed and stored at its print area's size (300 DPI): its private print file and
 * public thumbnail under the keys given, or fresh unguessable ones. `images` keeps the designs'
 * PNGs read so far, for the next side.
 */
export async function composeSide(
  deps: ComposeSideDeps,
  layers: readonly Layer[],
  designs: ReadonlyMap<string, { printKey: string }>,
  images = new Map<string, Buffer>(),
  keys = designFileKeys(newDesignFileToken()),
  area: PrintArea = TEE_PRINT_AREA,
): Promise<{ printKey: string; thumbnailKey: string }> {
  for (const layer of layers) {
    if (layer.type !== 'image' || images.has(layer.design_id)) continue;
    await ensurePrintFile(deps, { designId: layer.design_id });
    const png = await deps.blobStore.get(designs.get(layer.design_id)!.printKey);
    if (!png) throw new Error(`design ${layer.design_id} has no print file`);
    images.set(layer.design_id, png);
  }
  let printPng = await deps.imageWork.composeLayers(layers, images, area);
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
 * Where a customer's composed side is kept: hashed from the customer, the layers and the print
 * area's size, so the cart's preview (POST /v1/mockups/layers), a repeated line and the order
 * share one composition. The customer's id is not public, so the thumbnail's URL stays
 * unguessable even for a plain text. A tee-sized area hashes as it did before areas had sizes,
 * so sides composed then keep their keys.
 */
export function composedSideKeys(userId: string, layers: readonly Layer[], area: PrintArea = TEE_PRINT_AREA) {
  const size = isTeeSized(area)
    ? ''
    : `\n${Math.round(area.widthIn * area.dpi)}x${Math.round(area.heightIn * area.dpi)}`;
  const hash = createHash('sha256')
    .update(`${userId}\n${stableStringify(layers)}${size}`)
    .digest('base64url')
    .slice(0, 32);
  return composedFileKeys(hash);
}

/** The side composed under its keys, unless it already is (by the cart's preview or an earlier line). */
export async function ensureComposedSide(
  deps: ComposeSideDeps,
  input: {
    userId: string;
    layers: readonly Layer[];
    designs: ReadonlyMap<string, { printKey: string }>;
    images?: Map<string, Buffer>;
    area?: PrintArea;
  },
) {
  const area = input.area ?? TEE_PRINT_AREA;
  const keys = composedSideKeys(input.userId, input.layers, area);
  // Asked for now: kept a design's lifetime from here (purge-unused-compositions.ts).
  await deps.compositions.touch(keys.hash, input.userId, deps.clock.now());
  // Concurrent requests for the same stack share one composition rather than each drawing it.
  await deps.imageWork.once(keys.hash, async () => {
    if (!(await deps.blobStore.get(keys.printKey))) {
      await composeSide(deps, input.layers, input.designs, input.images, keys, area);
    }
  });
  return keys;
}
