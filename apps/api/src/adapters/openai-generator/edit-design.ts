import OpenAI, { toFile } from 'openai';
import type { ImagesResponse } from 'openai/resources/images';
import sharp from 'sharp';
import { imageEditRequest } from './image-request';

/**
 * Refines a design through the images edits endpoint: its picture (scaled to 1024 px across, PNG)
 * with the refined prompt. Undefined when the server has no edits endpoint (404, 405, 501), so
 * the caller paints the refined prompt anew instead.
 */
export async function editDesign(
  client: OpenAI,
  model: string,
  prompt: string,
  picture: Buffer,
  signal?: AbortSignal,
): Promise<ImagesResponse | undefined> {
  const png = await sharp(picture).resize({ width: 1024, withoutEnlargement: true }).png().toBuffer();
  const image = await toFile(png, 'design.png', { type: 'image/png' });
  try {
    return await client.images.edit(imageEditRequest(model, prompt, image), { signal });
  } catch (error) {
    if (error instanceof OpenAI.APIError && [404, 405, 501].includes(error.status ?? 0)) return undefined;
    throw error;
  }
}
