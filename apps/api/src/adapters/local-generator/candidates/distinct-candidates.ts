import type { RenderedImage } from '@resvg/resvg-js';
import { differenceHash, hashDistance } from '../../../images/difference-hash';
import type { Design } from '../draw-variation';
import { renderDesign } from '../render-svg';
import type { Variation } from './variations';

/** The width the preview (and so the thumbnail) is drawn at; candidates are compared on it. */
export const PREVIEW_WIDTH = 384;

/**
 * Two candidates whose thumbnails are within 10 bits of 64 in a difference hash are the same
 * picture to a customer; a candidate is redrawn below 12 bits, so that decoding the thumbnail
 * (a bit's rounding) never brings a pair back within 10.
 */
export const DISTINCT_BITS = 12;

/** Drawings tried for one candidate before the one farthest from the others is taken. */
const MAX_TRIES = 6;

/** A candidate as drawn: its variation's place in the GENERATE's list, the design and its hash. */
export type DrawnCandidate = {
  index: number;
  variation: Variation;
  design: Design;
  hash: () => bigint;
  /** The preview drawn for the hash, handed over once (a memo keeps no pixels), else drawn now. */
  takePreview: () => RenderedImage;
};

/** The candidates of one GENERATE drawn so far (first ones first), shared by its four calls. */
export type CandidateMemo = {
  candidates(key: string): DrawnCandidate[];
};

/** A memo of the last `limit` GENERATEs: the four calls of one each find the earlier three. */
export function createCandidateMemo(limit = 16): CandidateMemo {
  const entries = new Map<string, DrawnCandidate[]>();
  return {
    candidates(key) {
      const found = entries.get(key);
      if (found) {
        // Most recently used last, so the oldest is the one let go.
        entries.delete(key);
        entries.set(key, found);
        return found;
      }
      const fresh: DrawnCandidate[] = [];
      entries.set(key, fresh);
      if (entries.size > limit) entries.delete(entries.keys().next().value!);
      return fresh;
    },
  };
}

/**
 * Candidate `k` of a GENERATE: the k-th variation, or the next one nobody took when it would come
 * within DISTINCT_BITS of an earlier candidate. It depends only on the prompt, seed and style
 * (through `variations` and `draw`), so a print file drawn later, in any process, and a refinement
 * find the same variation again: nothing has to be stored. `drawn` holds the earlier candidates
 * when one call drew them already; the missing ones are drawn here.
 */
export function distinctCandidate(
  k: number,
  variations: Variation[],
  draw: (variation: Variation, candidate: number) => Design,
  drawn: DrawnCandidate[] = [],
): DrawnCandidate {
  while (drawn.length <= k) drawn.push(nextCandidate(drawn.length, variations, draw, drawn));
  return drawn[k]!;
}

function nextCandidate(
  k: number,
  variations: Variation[],
  draw: (variation: Variation, candidate: number) => Design,
  earlier: DrawnCandidate[],
): DrawnCandidate {
  const taken = new Set(earlier.map((c) => c.index));
  // The same family and layout mirrored is the same picture where the subject is symmetric:
  // such a variation is tried only once every other has been.
  const kinds = new Set(earlier.map((c) => kindOf(c.variation)));
  const untaken = variations
    .map((_, step) => (k + step) % variations.length)
    .filter((index) => !taken.has(index));
  const order = [
    ...untaken.filter((index) => !kinds.has(kindOf(variations[index]!))),
    ...untaken.filter((index) => kinds.has(kindOf(variations[index]!))),
  ];
  let best: { candidate: DrawnCandidate; nearest: number } | undefined;
  for (const index of order.slice(0, MAX_TRIES)) {
    const candidate = drawnCandidate(index, variations[index]!, draw(variations[index]!, k));
    // The first needs no comparing: its preview is drawn only when it is asked for.
    if (earlier.length === 0) return candidate;
    const nearest = Math.min(...earlier.map((c) => hashDistance(c.hash(), candidate.hash())));
    if (nearest >= DISTINCT_BITS) return candidate;
    if (!best || nearest > best.nearest) best = { candidate, nearest };
  }
  return (
    best?.candidate ??
    drawnCandidate(k, variations[k % variations.length]!, draw(variations[k % variations.length]!, k))
  );
}

const kindOf = (v: Variation) => `${v.family}/${v.layout}`;

function drawnCandidate(index: number, variation: Variation, design: Design): DrawnCandidate {
  let preview: RenderedImage | undefined;
  let hash: bigint | undefined;
  const hashOf = (image: RenderedImage) =>
    differenceHash({ pixels: image.pixels, width: image.width, height: image.height, premultiplied: true });
  return {
    index,
    variation,
    design,
    hash: () => {
      if (hash === undefined) {
        preview = renderDesign(design.svg, PREVIEW_WIDTH);
        hash = hashOf(preview);
      }
      return hash;
    },
    takePreview: () => {
      const image = preview ?? renderDesign(design.svg, PREVIEW_WIDTH);
      hash ??= hashOf(image);
      preview = undefined;
      return image;
    },
  };
}
