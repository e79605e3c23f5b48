import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type OutlineFont, outlineStroke, textOutlinesOf } from '@prompttee/domain';
import { cleanup, render } from '@testing-library/react';
import opentype from 'opentype.js';
import { afterEach, describe, expect, it } from 'vitest';
import { newTextLayer, type TextLayer } from '../layer-model';
import { outlinedTextOf, TextLayerSvg } from '../text-layer-svg';
import { toWireLayer } from '../wire-layers';

// The editor draws a text's outline at the weight it prints: the same layout input as the order
// carries (outline width in em), stroked as the print file strokes it.

afterEach(cleanup);

const fontFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../../api/src/fonts/files/anton.ttf',
);
const bytes = readFileSync(fontFile);
const anton: OutlineFont<opentype.Glyph> = opentype.parse(
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
);

const layer: TextLayer = {
  ...newTextLayer('anton', '#111111'),
  text: 'Hello\nTallinn',
  arc: 40,
  letterSpacing: 50,
  outline: { color: '#FF0000', width: 6 },
};

describe("a text's outline in the editor", () => {
  it('is laid out from what the order carries, its width in em as the print file reads it', () => {
    const wire = toWireLayer(layer);
    if (wire.type !== 'text') throw new Error('a text layer');
    expect(outlinedTextOf(layer)).toEqual({
      text: wire.text,
      arc: wire.arc,
      align: wire.align,
      letter_spacing: wire.letter_spacing,
      outline: wire.outline,
    });
    expect(outlinedTextOf(layer).outline?.width).toBe(0.06);
  });

  it('is stroked as the print file strokes it: its whole width under the fill, round joins', () => {
    const outlines = textOutlinesOf(anton, outlinedTextOf(layer));
    const { container } = render(<TextLayerSvg layer={layer} outlines={outlines} />);
    const drawn = container.querySelector('path')!;
    expect(outlineStroke('#FF0000', outlines)).toMatchObject({ width: 6 });
    expect({
      color: drawn.getAttribute('stroke'),
      width: Number(drawn.getAttribute('stroke-width')),
      linejoin: drawn.getAttribute('stroke-linejoin'),
      paintOrder: drawn.getAttribute('paint-order'),
    }).toEqual(outlineStroke('#FF0000', outlines));
    // The box the layer is placed by holds the drawn outline: the path's ink plus half the stroke.
    const svg = container.querySelector('svg')!;
    const [, , width, height] = svg.getAttribute('viewBox')!.split(' ').map(Number);
    expect(width).toBeCloseTo(outlines.box.width);
    expect(height).toBeCloseTo(outlines.box.height);
  });

  it('is not drawn without one', () => {
    const plain = { ...layer, outline: undefined };
    const outlines = textOutlinesOf(anton, outlinedTextOf(plain));
    const { container } = render(<TextLayerSvg layer={plain} outlines={outlines} />);
    expect(container.querySelector('path')!.hasAttribute('stroke')).toBe(false);
  });
});
