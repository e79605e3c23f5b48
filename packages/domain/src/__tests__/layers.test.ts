import { describe, expect, it } from 'vitest';
import {
  coveredShare,
  FONTS,
  IMAGE_LAYER_HEIGHT_OVER_WIDTH,
  isWhollyOffPrintArea,
  layerBox,
  layerDesignIds,
  layersSchema,
  textLayerSchema,
} from '../index';

const text = { type: 'text', text: 'Hello', font: 'anton', color: '#ff0000', x: 0.5, y: 0.5, width: 0.5 };
const image = {
  type: 'image',
  design_id: '6f1c1b8e-1c1a-4a0e-9a39-0d9e4f0e7a11',
  x: 0.5,
  y: 0.5,
  width: 0.6,
};

const issuePaths = (input: unknown) => {
  const result = layersSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
};

describe('layers', () => {
  it('bundles at least 12 fonts across the six families', () => {
    expect(FONTS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(FONTS.map((f) => f.category)).size).toBe(6);
  });

  it('accepts text and image layers and fills the defaults', () => {
    const parsed = layersSchema.parse({ front: [image, text], back: [{ ...text, arc: -360 }] });
    expect(parsed.front?.[1]).toMatchObject({ color: '#ff0000', rotation: 0, arc: 0, align: 'center' });
    expect(layerDesignIds(parsed)).toEqual([image.design_id]);
  });

  it.each([
    ['unknown font', { ...text, font: 'comic-sans' }, 'front.0.font'],
    ['colour not #RRGGBB', { ...text, color: 'red' }, 'front.0.color'],
    ['121 characters', { ...text, text: 'x'.repeat(121) }, 'front.0.text'],
    ['a tab', { ...text, text: 'a\tb' }, 'front.0.text'],
    ['only spaces', { ...text, text: '   ' }, 'front.0.text'],
    ['an arc past a full circle', { ...text, arc: 361 }, 'front.0.arc'],
    ['an unknown key', { ...text, shadow: true }, 'front.0'],
  ])('refuses %s, naming the field', (_name, layer, path) => {
    expect(issuePaths({ front: [layer] })).toContain(path);
  });

  it('counts emoji as one character and allows line breaks', () => {
    expect(textLayerSchema.safeParse({ ...text, text: '🎉'.repeat(120) }).success).toBe(true);
    expect(textLayerSchema.safeParse({ ...text, text: 'two\nlines' }).success).toBe(true);
  });

  it('allows ten lines of text, not eleven', () => {
    expect(textLayerSchema.safeParse({ ...text, text: Array(10).fill('a').join('\n') }).success).toBe(true);
    expect(issuePaths({ front: [{ ...text, text: Array(11).fill('a').join('\n') }] })).toEqual([
      'front.0.text',
    ]);
  });

  it("measures the share of the print area a layer's turned box covers there", () => {
    const share = (x: number, y: number, width: number, rotation = 0) =>
      coveredShare(layerBox({ x, y, width, rotation }, IMAGE_LAYER_HEIGHT_OVER_WIDTH));
    expect(share(0.5, 0.5, 0.5)).toBeCloseTo(0.25, 5);
    expect(share(0.5, 0.5, 2)).toBe(1);
    // Half of it hangs over the right edge.
    expect(share(1, 0.5, 0.5)).toBeCloseTo(0.125, 5);
    // Turned, its bounding box covers more than its own area.
    expect(share(0.5, 0.5, 0.5, 30)).toBeGreaterThan(0.25);
    expect(share(3, 3, 0.5)).toBe(0);
  });

  it('holds at most 12 layers a side and needs one side', () => {
    expect(issuePaths({ front: Array(12).fill(text) })).toEqual([]);
    expect(issuePaths({ front: Array(13).fill(text) })).toEqual(['front']);
    expect(issuePaths({})).toEqual(['']);
  });

  it('tells a layer wholly off the print area from one hanging over an edge', () => {
    const box = (x: number, y: number, rotation = 0) =>
      layerBox({ x, y, width: 0.2, rotation }, IMAGE_LAYER_HEIGHT_OVER_WIDTH);
    expect(isWhollyOffPrintArea(box(0.5, 0.5))).toBe(false);
    expect(isWhollyOffPrintArea(box(1.05, 0.5))).toBe(false);
    expect(isWhollyOffPrintArea(box(1.11, 0.5))).toBe(true);
    expect(isWhollyOffPrintArea(box(-0.2, -0.2))).toBe(true);
    // A box whose straight corner would miss but whose turned corner reaches into the area.
    expect(isWhollyOffPrintArea(box(-0.12, -0.08))).toBe(true);
    expect(isWhollyOffPrintArea(box(-0.12, -0.08, -12))).toBe(false);
  });
});
