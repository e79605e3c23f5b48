import v8 from 'node:v8';
import vm from 'node:vm';
import type { Layer, PrintArea } from '@prompttee/domain';
import { composeLayers } from '../compose-layers';
import { type CutOut, cutOutSubject } from '../cut-out-subject';

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
