import { readFile } from 'node:fs/promises';
import { catalogFilePath, mockupLayerUrls, printAreaOnMockup } from '@prompttee/catalog';
import type { PrintLocation } from '@prompttee/domain/print-location';
import { decodeMockupLayers, type MockupLayers } from './render-mockup';

/**
 * The catalog's mockup files on disk, for renderMockup: the colour's base photo (by its catalog
 * image URL) and the product side's layers, decoded once per process and kept (four product
 * sides, ~8 MB each). Reads only files the catalog ships; no I/O beyond them.
 */
export function createCatalogMockups() {
  const layers = new Map<string, Promise<MockupLayers>>();
  const running = new Map<string, Promise<unknown>>();
  return {
    /**
     * Runs `work` for `key` unless a run for it is under way, whose result is shared: two asks
     * for one mockup render it once. Nothing is kept after the run ends.
     */
    once<T>(key: string, work: () => Promise<T>): Promise<T> {
      let pending = running.get(key) as Promise<T> | undefined;
      if (!pending) {
        pending = work().finally(() => running.delete(key));
        running.set(key, pending);
      }
      return pending;
    },
    /** The variant's `image_urls[side]`, e.g. /catalog/mockups/classic-tee/NAV-front.webp. */
    base: (imageUrl: string) => readFile(catalogFilePath(imageUrl)),
    layers(productId: string, side: PrintLocation): Promise<MockupLayers> {
      const key = `${productId}/${side}`;
      let cached = layers.get(key);
      if (!cached) {
        const urls = mockupLayerUrls(productId, side);
        cached = Promise.all([
          readFile(catalogFilePath(urls.shading)),
          readFile(catalogFilePath(urls.highlight)),
          readFile(catalogFilePath(urls.displacement)),
          readFile(catalogFilePath(urls.mask)),
        ]).then(([shading, highlight, displacement, mask]) =>
          decodeMockupLayers({ shading, highlight, displacement, mask }, printAreaOnMockup(productId, side)),
        );
        // A failed read is not kept: the next call tries again.
        cached.catch(() => layers.delete(key));
        layers.set(key, cached);
      }
      return cached;
    },
  };
}

export type CatalogMockups = ReturnType<typeof createCatalogMockups>;
