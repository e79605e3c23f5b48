import { createHash } from 'node:crypto';
import { type Catalog, type Placement, placementKey, type PrintLocation } from '@prompttee/domain';
import type { UseCaseDeps } from '../use-case-deps';

export type MockupDeps = Pick<UseCaseDeps, 'blobStore' | 'mockups' | 'imageWork' | 'catalog' | 'log'>;

/** What one mockup shows: a design (by its thumbnail's key) at a placement on a product colour's side. */
export type MockupSubject = {
  /** The design's public WebP thumbnail (384 x 512): plenty for an 800 px mockup, fast to decode. */
  thumbnailKey: string;
  productId: string;
  colorCode: string;
  side: PrintLocation;
  placement: Placement;
};

export type MockupKeys = { fullKey: string; thumbnailKey: string };

/**
 * The mockup's keys in the blob store: a hash of everything it shows. The design's thumbnail key
 * is itself a secret (an unguessable token), so the hash is too: the URL is a capability, and the
 * same design at the same placement on the same shirt is rendered once, for the cart and the order.
 */
export function mockupKeys(subject: MockupSubject): MockupKeys {
  const hash = createHash('sha256')
    .update(
      [
        subject.thumbnailKey,
        subject.productId,
        subject.colorCode,
        subject.side,
        placementKey(subject.placement),
      ].join('\n'),
    )
    .digest('base64url')
    .slice(0, 32);
  return { fullKey: `mockups/${hash}.webp`, thumbnailKey: `mockups/${hash}-thumb.webp` };
}

/** The colour's base photo for the side (the variant's image URL), or null for an unknown colour. */
export function mockupBaseUrl(
  catalog: Catalog,
  productId: string,
  colorCode: string,
  side: PrintLocation,
): string | null {
  const product = catalog.products.find((p) => p.product_id === productId);
  const variant = product?.variants.find((v) => v.attributes.color === colorCode);
  return variant?.image_urls[side] || null;
}

/**
 * Makes sure the mockup exists in the blob store (rendering it with renderMockup from the design's
 * thumbnail when it does not) and gives its keys; null when it cannot be made (an unknown
 * colour, a design whose thumbnail is gone), which callers show as the plain thumbnail.
 */
export function ensureMockup(deps: MockupDeps, subject: MockupSubject): Promise<MockupKeys | null> {
  const keys = mockupKeys(subject);
  // Two asks for one mockup (the cart panel and the checkout at once) render it once.
  return deps.mockups.once(keys.fullKey, () => make(deps, subject, keys));
}

async function make(deps: MockupDeps, subject: MockupSubject, keys: MockupKeys): Promise<MockupKeys | null> {
  if (await deps.blobStore.get(keys.thumbnailKey)) return keys;
  const baseUrl = mockupBaseUrl(deps.catalog, subject.productId, subject.colorCode, subject.side);
  if (!baseUrl) return null;
  const design = await deps.blobStore.get(subject.thumbnailKey);
  if (!design) return null;
  try {
    // On the image threads, which keep the catalogue's pictures decoded: off the event loop.
    const images = await deps.imageWork.renderMockup({
      baseUrl,
      productId: subject.productId,
      side: subject.side,
      design,
      placement: subject.placement,
    });
    // The full image first: the thumbnail's presence says both exist.
    await deps.blobStore.put(keys.fullKey, images.full, 'image/webp');
    await deps.blobStore.put(keys.thumbnailKey, images.thumbnail, 'image/webp');
    return keys;
  } catch (err) {
    deps.log.warn({ err, productId: subject.productId, side: subject.side }, 'mockup could not be rendered');
    return null;
  }
}
