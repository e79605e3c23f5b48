import { readFile } from 'node:fs/promises';
import { catalogFilePath, mockupLayerUrls, printAreaOnMockup } from '@prompttee/catalog';
import type { PrintLocation } from '@prompttee/domain/print-location';
import sharp from 'sharp';
import { decodeMockupLayers, type MockupLayers, type RawImage } from './render-mockup';

/** The product sides' layers kept decoded (~9 MB each), and the colours' bases (~3 MB each). */
const KEPT_SIDES = 12;
const KEPT_BASES = 24;

/**
 * A map that keeps its `max` most recently used entries: Map keeps insertion order, so the first
 * key is the least recently used once every use re-inserts its key.
 */
function recentlyUsed<V>(max: number) {
  const entries = new Map<string, V>();
  return {
    get(key: string): V | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: V) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > max) entries.delete(entries.keys().next().value!);
    },
    delete: (key: string) => entries.delete(key),
  };
}

/**
 * The catalog's mockup files on disk, for renderMockup: the colour's base photo (by its catalog
 * image URL) and the product side's layers, decoded when first used and kept while they are among
 * the most recently used (the image worker threads render the mockups, each with its own). Reads
 * only files the catalog ships; no I/O beyond them.
 */
export function createCatalogMockups() {
  const layers = recentlyUsed<Promise<MockupLayers>>(KEPT_SIDES);
  const bases = recentlyUsed<Promise<RawImage>>(KEPT_BASES);
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
    /** The same picture decoded to RGBA, kept while recently used (renderMockup copies it). */
    decodedBase(imageUrl: string): Promise<RawImage> {
      let cached = bases.get(imageUrl);
      if (!cached) {
        cached = readFile(catalogFilePath(imageUrl)).then(async (file) => {
          const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
          return { data, width: info.width, height: info.height };
        });
        cached.catch(() => bases.delete(imageUrl));
        bases.set(imageUrl, cached);
      }
      return cached;
    },
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
