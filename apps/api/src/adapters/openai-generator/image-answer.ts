import type { ImagesResponse } from 'openai/resources/images';
import { imageServiceError } from './vendor-errors';

/** An image model's picture is a few MB; anything far larger is not what was asked for. */
const MAX_IMAGE_BYTES = 40 * 1024 * 1024;

/**
 * The first image of an answer as bytes. GPT image models always send `b64_json`; DALL-E and
 * compatible servers may send a `url` instead (some ignore `response_format`), fetched here
 * from http(s) only, within the job's signal and a size cap.
 */
export async function imageBytesOf(response: ImagesResponse, signal?: AbortSignal): Promise<Buffer> {
  const item = response.data?.[0];
  if (item?.b64_json) return Buffer.from(item.b64_json, 'base64');
  if (!item?.url) throw imageServiceError('bad_response', 'The image service answered without an image.');
  let url: URL;
  try {
    url = new URL(item.url);
  } catch {
    throw imageServiceError('bad_response', 'The image service answered with an unreadable image link.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw imageServiceError('bad_response', 'The image service answered with an unreadable image link.');
  let answer: Response;
  try {
    answer = await fetch(url, signal ? { signal } : {});
  } catch (error) {
    if (signal?.aborted) throw error;
    throw imageServiceError('network', 'Could not fetch the image from the image service; try again later.');
  }
  if (!answer.ok)
    throw imageServiceError(
      'server',
      `The image service's image link failed (${answer.status}).`,
      answer.status,
    );
  if (Number(answer.headers.get('content-length') ?? 0) > MAX_IMAGE_BYTES)
    throw imageServiceError('bad_response', 'The image service sent an image far too large.');
  const bytes = Buffer.from(await answer.arrayBuffer());
  if (bytes.length > MAX_IMAGE_BYTES)
    throw imageServiceError('bad_response', 'The image service sent an image far too large.');
  return bytes;
}
