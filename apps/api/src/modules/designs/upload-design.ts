import { type DesignListItem, MAX_UPLOADS_PER_DAY } from '@prompttee/domain';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../../errors';
import { ImageTooLargeError, normalizeUpload, UnsupportedImageError } from '../../images/normalize-upload';
import type { UseCaseDeps } from '../use-case-deps';
import { designFileKeys, designLifetimeMs, newDesignFileToken } from './design-files';
import { toDesignListItem } from './design-views';
import { THUMBNAIL_BOX } from './render-print-files';
import { uploadCaption } from './upload-caption';

const DAY_MS = 24 * 3600 * 1000;

export const ACCEPTED_IMAGES_MESSAGE = 'Upload a PNG, JPEG or WebP image of at most 20 MB and 50 megapixels.';

export const unsupportedImage = () =>
  new AppError('UNSUPPORTED_IMAGE', `This file is not an image we can print. ${ACCEPTED_IMAGES_MESSAGE}`);
export const imageTooLarge = () =>
  new AppError('IMAGE_TOO_LARGE', `This image is too large. ${ACCEPTED_IMAGES_MESSAGE}`);

type Deps = Pick<UseCaseDeps, 'designs' | 'blobStore' | 'clock' | 'config'>;

/** The day whose uploads count towards the limit: since midnight UTC. */
const uploadDayStart = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

const uploadLimitReached = (now: Date) =>
  new AppError('RATE_LIMITED', `You can upload ${MAX_UPLOADS_PER_DAY} images a day. Try again tomorrow.`, {
    retryAfter: Math.ceil((uploadDayStart(now).getTime() + DAY_MS - now.getTime()) / 1000),
  });

/**
 * 429 once the customer stored 30 uploads since midnight UTC; generation quota is not touched.
 * An early answer that spares reading and converting the image: the limit itself is taken when
 * the design is stored (storeImageDesign), where concurrent uploads cannot all slip under it.
 */
export async function checkUploadAllowance(deps: Deps, userId: string): Promise<void> {
  const now = deps.clock.now();
  const used = await deps.designs.countUploadsSince(userId, uploadDayStart(now));
  if (used >= MAX_UPLOADS_PER_DAY) throw uploadLimitReached(now);
}

/**
 * The customer's own image as a design: checked by content, turned upright, converted to sRGB,
 * stripped of metadata and padded to the 3:4 design box, then stored like a generated design
 * (same expiry, owner-only print file, public thumbnail under an unguessable key).
 */
export async function uploadDesign(
  deps: Deps,
  input: { userId: string; bytes: Buffer; fileName?: string },
): Promise<DesignListItem> {
  let normalized;
  try {
    normalized = await normalizeUpload(input.bytes);
  } catch (err) {
    if (err instanceof ImageTooLargeError) throw imageTooLarge();
    if (err instanceof UnsupportedImageError) throw unsupportedImage();
    throw err;
  }
  return storeImageDesign(deps, {
    userId: input.userId,
    png: normalized.png,
    width: normalized.width,
    prompt: uploadCaption(input.fileName),
  });
}

/** Stores a ready PNG as the user's design with its thumbnail; the print file is ready at once. */
export async function storeImageDesign(
  deps: Deps,
  input: { userId: string; png: Buffer; width: number; prompt: string },
): Promise<DesignListItem> {
  const keys = designFileKeys(newDesignFileToken());
  const thumbnailWebp = await sharp(input.png)
    .resize(THUMBNAIL_BOX.width, THUMBNAIL_BOX.height, {
      fit: 'contain',
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    })
    .webp({ quality: 78, alphaQuality: 90, effort: 3 })
    .toBuffer();
  await Promise.all([
    deps.blobStore.put(keys.printKey, input.png, 'image/png'),
    deps.blobStore.put(keys.thumbnailKey, thumbnailWebp, 'image/webp'),
  ]);
  const now = deps.clock.now();
  const deleteFiles = () =>
    Promise.all([deps.blobStore.delete(keys.printKey), deps.blobStore.delete(keys.thumbnailKey)]);
  let row;
  try {
    row = await deps.designs.insertUploadWithinLimit(
      {
        id: randomUUID(),
        userId: input.userId,
        prompt: input.prompt,
        style: null,
        ...keys,
        sourceWidth: input.width,
        printReadyAt: now,
        // The customer's own picture: no image provider drew it.
        generatedBy: null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + designLifetimeMs(deps.config)),
      },
      { since: uploadDayStart(now), max: MAX_UPLOADS_PER_DAY },
    );
  } catch (err) {
    // Nothing refers to the files of a design that was not stored.
    await deleteFiles();
    throw err;
  }
  if (!row) {
    await deleteFiles();
    throw uploadLimitReached(now);
  }
  return toDesignListItem(row, deps.blobStore, deps.config.PUBLIC_URL);
}
