import { MIN_PLACEMENT_WIDTH, TEE_PRINT_AREA, type Placement } from '@prompttee/domain';
import type { DesignBox } from '@/lib/placement-box';
import { normalizeRotation } from '../lib/placement-geometry';

// A layer's box on the print area. Unlike the generated design, a layer may reach over an edge
// (the print file simply cuts it), but its centre stays on the area so it can always be grabbed.

const area = TEE_PRINT_AREA;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round = (value: number) => Number(value.toFixed(4));
/**
 * A centre snapped so its box is flush with an area edge, to the wire's four decimals, rounded
 * towards the area's middle: rounded to the nearest, the box could end a fraction of a pixel over
 * the edge, and the print file cuts off what hangs over (the top of a text's outline).
 */
const roundInward = (value: number, line: number) =>
  line === 0
    ? Math.ceil(value * 1e4 - 1e-6) / 1e4
    : line === 1
      ? Math.floor(value * 1e4 + 1e-6) / 1e4
      : round(value);

/** The box as fractions of the print area, its height from the layer's width over height. */
export function layerBoxInArea(p: Placement, aspect: number): DesignBox {
  const height = (p.width * area.widthIn) / aspect / area.heightIn;
  return { left: p.x - p.width / 2, top: p.y - height / 2, width: p.width, height, rotation: p.rotation };
}

export function clampLayer(p: Placement): Placement {
  return {
    x: round(clamp(p.x, 0, 1)),
    y: round(clamp(p.y, 0, 1)),
    width: round(clamp(p.width, MIN_PLACEMENT_WIDTH, 1.5)),
    rotation: Math.round(normalizeRotation(p.rotation) * 10) / 10,
  };
}

export type Guides = { x: number[]; y: number[] };
export const NO_GUIDES: Guides = { x: [], y: [] };

/**
 * Pulls an unturned box's centre or edges onto the print area's centre lines and edges when they
 * come within `tolerance` (fractions of the area across and down), and says which lines it sits on.
 */
export function snapLayer(
  p: Placement,
  aspect: number,
  tolerance: { x: number; y: number },
): { placement: Placement; guides: Guides } {
  const box = layerBoxInArea(p, aspect);
  const pull = (start: number, size: number, tol: number) => {
    const candidates = [
      { offset: 0.5 - (start + size / 2), line: 0.5 },
      { offset: 0 - start, line: 0 },
      { offset: 1 - (start + size), line: 1 },
    ];
    const best = candidates
      .filter((c) => Math.abs(c.offset) <= tol)
      .sort((a, b) => Math.abs(a.offset) - Math.abs(b.offset))[0];
    return best ?? null;
  };
  const turned = Math.abs(p.rotation) > 0.5;
  const sx = pull(box.left, box.width, tolerance.x);
  const sy = pull(box.top, box.height, tolerance.y);
  // Edges of a turned box are not where its frame's edges are, so only its centre snaps.
  const useX = sx && (!turned || sx.line === 0.5) ? sx : null;
  const useY = sy && (!turned || sy.line === 0.5) ? sy : null;
  const placement = clampLayer({ ...p, x: p.x + (useX?.offset ?? 0), y: p.y + (useY?.offset ?? 0) });
  if (useX) placement.x = clamp(roundInward(p.x + useX.offset, useX.line), 0, 1);
  if (useY) placement.y = clamp(roundInward(p.y + useY.offset, useY.line), 0, 1);
  return { placement, guides: { x: useX ? [useX.line] : [], y: useY ? [useY.line] : [] } };
}

/** Keyboard steps, as the generated design's: 1 % (Shift 5 %), 5 % larger (Shift 20 %), 1° (Shift 15°). */
export function layerForKey(p: Placement, key: string, shift: boolean): Placement | null {
  const move = shift ? 0.05 : 0.01;
  const scale = shift ? 1.2 : 1.05;
  const turn = shift ? 15 : 1;
  const moves: Record<string, Partial<Placement>> = {
    ArrowLeft: { x: p.x - move },
    ArrowRight: { x: p.x + move },
    ArrowUp: { y: p.y - move },
    ArrowDown: { y: p.y + move },
    '+': { width: p.width * scale },
    '=': { width: p.width * scale },
    '-': { width: p.width / scale },
    _: { width: p.width / scale },
    '[': { rotation: p.rotation - turn },
    '{': { rotation: p.rotation - turn },
    ']': { rotation: p.rotation + turn },
    '}': { rotation: p.rotation + turn },
  };
  const patch = moves[key];
  return patch ? clampLayer({ ...p, ...patch }) : null;
}
