// A shirt with texts on both sides, and the API's composed pictures of its sides, for the tests
// of the cart's, checkout's and payment step's previews.
import type { CartItem, Layers } from '@prompttee/domain';
import {
  designMockupResponseSchema,
  layersMockupBodySchema,
  type LayersMockupBody,
} from '@prompttee/domain/contracts/mockups';
import * as z from 'zod/mini';
import { onApi } from './api-server';
import { cartLine } from './fixtures';

const designId = '0b6f2a4e-8a57-4d8c-9a55-3f1c2b7d9e10';
const text = (words: string, y: number) => ({
  type: 'text' as const,
  text: words,
  font: 'anton' as const,
  color: '#111111',
  x: 0.5,
  y,
  width: 0.6,
  rotation: 0,
  arc: 0,
  align: 'center' as const,
  letter_spacing: 0,
});

export const twoSidedLayers: Layers = {
  front: [
    { type: 'image', design_id: designId, x: 0.5, y: 0.5, width: 0.8, rotation: 0 },
    text('Hello', 0.2),
  ],
  back: [text('Tallinn', 0.3)],
};

/** A white M tee with the design and 'Hello' on the front and 'Tallinn' on the back. */
export const twoSidedLine = (patch: Partial<CartItem> = {}): CartItem =>
  cartLine({ name: 'Custom (White / M) - front + back', layers: twoSidedLayers, ...patch });

/**
 * POST /v1/mockups/layers answering each side's composed picture at /media/composed/<side>.webp
 * (its thumbnail <side>-thumb.webp); every body asked is kept in `asked`.
 */
export function composedMockups(asked: LayersMockupBody[]) {
  return onApi('post', '/v1/mockups/layers', designMockupResponseSchema, async ({ request }) => {
    const body = z.parse(layersMockupBodySchema, await request.json());
    asked.push(body);
    return {
      mockup_url: `/media/composed/${body.side}.webp`,
      thumbnail_url: `/media/composed/${body.side}-thumb.webp`,
    };
  });
}
