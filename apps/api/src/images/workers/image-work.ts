import os from 'node:os';
import { Piscina } from 'piscina';
import type { Layer, PrintArea } from '@prompttee/domain';
import type { CutOut } from '../cut-out-subject';
import type { MockupImages } from '../render-mockup';
import type { ComposeTask, MockupTask } from './image-tasks';

/**
 * Image work a request can cause (composing a side, a mockup, cutting out a background), run on worker
 * threads so the event loop keeps answering, each task within a time limit: past it the thread is
 * ended and the caller gets ImageWorkTimedOutError. Work for the same key under way is shared.
 */
export type ImageWork = {
  composeLayers(
    layers: readonly Layer[],
    images: ReadonlyMap<string, Buffer>,
    area?: PrintArea,
  ): Promise<Buffer>;
  cutOutSubject(png: Buffer): Promise<CutOut>;
  /** A design on a product colour's side, as printed on the fabric (render-mockup.ts). */
  renderMockup(task: Omit<MockupTask, 'design'> & { design: Buffer }): Promise<MockupImages>;
  /** Runs `work` unless the same key's is under way, whose answer is then shared. */
  once<T>(key: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export class ImageWorkTimedOutError extends Error {}

/** Longest a task may take, queueing included: a bounded side composes in a few seconds. */
export const IMAGE_WORK_TIMEOUT_MS = 30_000;

export function createImageWork(options: { threads?: number; timeoutMs?: number } = {}): ImageWork {
  // One thread per two cores: libvips already spreads each task over the cores, and the event
  // loop keeps one to itself.
  const threads = options.threads ?? Math.max(1, Math.floor(os.availableParallelism() / 2));
  const timeoutMs = options.timeoutMs ?? IMAGE_WORK_TIMEOUT_MS;
  const pool = new Piscina({
    filename: new URL('./image-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 60_000,
  });
  const underWay = new Map<string, Promise<unknown>>();

  async function run<T>(name: string, task: unknown): Promise<T> {
    try {
      return (await pool.run(task, { name, signal: AbortSignal.timeout(timeoutMs) })) as T;
    } catch (err) {
      if ((err as Error).name === 'AbortError' || (err as Error).name === 'TimeoutError') {
        throw new ImageWorkTimedOutError(`${name} took longer than ${timeoutMs} ms`);
      }
      throw err;
    }
  }
  const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

  return {
    async composeLayers(layers, images, area) {
      const task: ComposeTask = { layers, images: [...images], area };
      return asBuffer(await run<Uint8Array>('composeLayers', task));
    },
    async cutOutSubject(png) {
      const cut = await run<CutOut>('cutOutSubject', png);
      return { ...cut, png: asBuffer(cut.png) };
    },
    async renderMockup(task) {
      const images = await run<{ full: Uint8Array; thumbnail: Uint8Array }>('renderMockup', task);
      return { full: asBuffer(images.full), thumbnail: asBuffer(images.thumbnail) };
    },
    once<T>(key: string, work: () => Promise<T>) {
      const current = underWay.get(key);
      if (current) return current as Promise<T>;
      const started = work().finally(() => underWay.delete(key));
      underWay.set(key, started);
      return started;
    },
    close: () => pool.destroy(),
  };
}
