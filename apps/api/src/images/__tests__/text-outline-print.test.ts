import { layersSchema, outlineStroke, TEE_PRINT_AREA, type TextLayerInput } from '@prompttee/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { composeLayers } from '../compose-layers';
import { textPathSvg } from '../layer-pieces';
import { textOutlines } from '../text-outlines';

// What the editor shows of a text's outline is what prints: the whole outline inside the box the
// editor places, at the weight the editor draws.

const HEIGHT_PX = TEE_PRINT_AREA.heightIn * TEE_PRINT_AREA.dpi;

type Text = Omit<TextLayerInput, 'x' | 'y'>;
const text = (overrides: Partial<Text>): Text => ({
  type: 'text',
  text: 'TOP Sg',
  font: 'anton',
  color: '#111111',
  width: 0.5,
  outline: { color: '#FF0000', width: 0.12 },
  ...overrides,
});

/** The layer's box height as a fraction of the print area's, from its outlines (stroke included). */
function boxHeight(layer: Text) {
  const { box } = textOutlines(
    layersSchema.parse({ front: [{ ...layer, x: 0.5, y: 0.5 }] }).front![0] as never,
  );
  return (layer.width * TEE_PRINT_AREA.widthIn * box.height) / box.width / TEE_PRINT_AREA.heightIn;
}

async function print(layer: Text, y: number) {
  const { front } = layersSchema.parse({ front: [{ ...layer, x: 0.5, y }] });
  const { data } = await sharp(await composeLayers(front!, new Map()))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const row = (r: number) => {
    let sum = 0;
    for (let i = r * 3600 * 4 + 3; i < (r + 1) * 3600 * 4; i += 4) sum += data[i]!;
    return sum;
  };
  let ink = 0;
  for (let i = 3; i < data.length; i += 4) ink += data[i]!;
  return { ink, topRow: row(0) };
}

describe('a text with an outline in the print file', () => {
  it.each([
    ['anton', 0],
    ['pacifico', 0],
    ['montserrat', 120],
    ['lobster', -90],
  ] as const)('set flush with the top edge (%s, arc %i) loses no outline pixel', async (font, arc) => {
    const layer = text({ font, arc });
    const half = boxHeight(layer) / 2;
    // As the editor snaps it (four decimals, rounded inwards) and exactly flush.
    for (const y of [Math.ceil(half * 1e4) / 1e4, half]) {
      const flush = await print(layer, y);
      // The same text a whole number of pixels lower, wholly inside: the same pixels, moved.
      const inside = await print(layer, y + 600 / HEIGHT_PX);
      expect(flush.ink).toBe(inside.ink);
      // And flush means flush: its outline reaches the top row.
      expect(flush.topRow).toBeGreaterThan(0);
      expect(inside.topRow).toBe(0);
    }
  });

  it('is drawn with the stroke the editor draws: full width under the fill, round joins', () => {
    const layer = layersSchema.parse({ front: [{ ...text({}), x: 0.5, y: 0.5 }] }).front![0]!;
    if (layer.type !== 'text') throw new Error('a text layer');
    const outlines = textOutlines(layer);
    const stroke = outlineStroke(layer.outline?.color, outlines)!;
    expect(stroke).toEqual({ color: '#FF0000', width: 12, linejoin: 'round', paintOrder: 'stroke' });
    const svg = textPathSvg(layer, outlines);
    expect(svg).toContain(' stroke="#FF0000" stroke-width="12" stroke-linejoin="round" paint-order="stroke"');
  });

  it('shows half the stroke outside the letters, the half the box adds on each side', async () => {
    // A bar: Anton's "I", 0.1 of the area wide, its outline 0.2 em.
    const layer = text({ text: 'I', width: 0.1, outline: { color: '#FF0000', width: 0.2 } });
    const { front } = layersSchema.parse({ front: [{ ...layer, x: 0.5, y: 0.5 }] });
    const outlines = textOutlines(front![0] as never);
    const pxPerUnit = (0.1 * 3600) / outlines.box.width;
    const { data } = await sharp(await composeLayers(front!, new Map()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    // Across the middle row: red, then the letter's near-black fill, then red again.
    const reds: number[] = [];
    for (let x = 0; x < 3600; x++) {
      const p = (2400 * 3600 + x) * 4;
      if (data[p + 3]! > 128 && data[p]! > 200 && data[p + 1]! < 60) reds.push(x);
    }
    const visible = reds.length / 2;
    expect(Math.abs(visible - (outlines.strokeWidth / 2) * pxPerUnit)).toBeLessThanOrEqual(2);
  });
});
