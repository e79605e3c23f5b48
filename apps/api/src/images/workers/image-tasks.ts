import v8 from 'node:v8';
import vm from 'node:vm';
import type { Layer, Placement, PrintArea, PrintLocation } from '@prompttee/domain';
import { createCatalogMockups } from '../catalog-mockups';
import { composeLayers } from '../compose-layers';
import { type CutOut, cutOutSubject } from '../cut-out-subject';
import { type MockupImages, renderMockup } from '../render-mockup';

// What the image worker threads run: the tasks' inputs and answers cross the thread boundary by
// structured clone, so a Buffer arrives as a plain Uint8Array and is viewed as a Buffer again.

// A full collection on demand (as Jest's leak detector gets it): a thread's native image memory
// would otherwise wait for V8 to run short of its own heap.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export type ComposeTask = {
  layers: readonly Layer[];
  images: [designId: string, png: Uint8Array][];
  area?: PrintArea;
};

export function composeLayersTask(task: ComposeTask): Promise<Uint8Array> {
  const images = new Map(task.images.map(([id, png]) => [id, asBuffer(png)] as const));
  return composeLayers(task.layers, images, task.area, { collectGarbage });
}

export function cutOutSubjectTask(png: Uint8Array): Promise<CutOut> {
  return cutOutSubject(asBuffer(png));
}

export type MockupTask = {
  /** The colour's picture of the side (the variant's image URL under /catalog). */
  baseUrl: string;
  productId: string;
  side: PrintLocation;
  design: Uint8Array;
  placement: Placement;
};

// Each thread keeps the catalogue's pictures it decoded (the product sides' layers, the colours'
// bases last used): decoding them is most of a mockup's time, and they never change while the
// shop runs. One per thread, as the thread is the unit that renders.
const catalogMockups = createCatalogMockups();

export async function renderMockupTask(task: MockupTask): Promise<MockupImages> {
  const [base, layers] = await Promise.all([
    catalogMockups.decodedBase(task.baseUrl),
    catalogMockups.layers(task.productId, task.side),
  ]);
  return renderMockup({ base, layers, design: asBuffer(task.design), placement: task.placement });
}
