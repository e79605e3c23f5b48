import type { TextLayer } from '@prompttee/domain';
import opentype from 'opentype.js';
import { loadFont } from '../fonts/bundled-fonts';

/** Glyphs are laid out at this size (font units scaled to it), then the whole is scaled to fit. */
const EM = 100;
/** Baseline to baseline, in em, as the domain's text layer contract says. */
export const LINE_HEIGHT_EM = 1.2;

export type TextOutlines = {
  /** The outlines as SVG path data, in layout units (EM per em, y down). */
  d: string;
  /** Their bounding box in layout units, outline stroke included. */
  box: { x: number; y: number; width: number; height: number };
  /** The outline's stroke width in layout units (0 without an outline). */
  strokeWidth: number;
};

type Point = { x: number; y: number };

/**
 * A text layer's glyph outlines, from the same font file the browser loads: each line set with
 * the font's kerning and the layer's letter spacing, aligned to the widest line, lines 1.2 em apart,
 * then, with an arc, every glyph turned onto a circle whose circumference the arc's share of 360
 * degrees spans (positive arches up like a rainbow, negative down like a smile). Bending moves
 * each glyph rigidly, so its curves stay true curves.
 */
export function textOutlines(
  layer: Pick<TextLayer, 'text' | 'font' | 'arc' | 'align' | 'letter_spacing' | 'outline'>,
): TextOutlines {
  const font = loadFont(layer.font);
  const lines = layer.text.split('\n');
  const spacing = layer.letter_spacing * EM;
  const laid = lines.map((line) => {
    // Glyph by code point, without contextual substitutions: opentype.js cannot run every font's
    // GSUB lookups, and one rule for all fonts is what the browser is asked to match
    // (font-variant-ligatures: none; font-kerning: normal).
    const glyphs = [...line].map((char) => font.charToGlyph(char));
    const placed: { glyph: opentype.Glyph; x: number; advance: number }[] = [];
    let x = 0;
    glyphs.forEach((glyph, i) => {
      const advance = ((glyph.advanceWidth ?? 0) * EM) / font.unitsPerEm;
      placed.push({ glyph, x, advance });
      const next = glyphs[i + 1];
      const kern = next ? (font.getKerningValue(glyph, next) * EM) / font.unitsPerEm : 0;
      x += advance + kern + (next ? spacing : 0);
    });
    return { placed, width: x };
  });
  const widest = Math.max(...laid.map((l) => l.width), 1);
  const arcRad = (layer.arc * Math.PI) / 180;
  const bend = Math.abs(arcRad) > 1e-3;
  const sign = Math.sign(layer.arc);
  const radius = bend ? widest / Math.abs(arcRad) : 0;

  const path = new opentype.Path();
  laid.forEach((line, row) => {
    const baseline = row * LINE_HEIGHT_EM * EM;
    const shift =
      layer.align === 'left' ? 0 : layer.align === 'right' ? widest - line.width : (widest - line.width) / 2;
    // Lines after the first sit inside the rainbow's curve, outside the smile's.
    const r = radius - sign * baseline;
    for (const { glyph, x, advance } of line.placed) {
      const glyphPath = glyph.getPath(0, 0, EM);
      const centre = shift + x + advance / 2;
      let move: (p: Point) => Point;
      if (!bend || r <= 0) {
        move = (p) => ({ x: p.x + shift + x, y: p.y + baseline });
      } else {
        const phi = (centre - widest / 2) / r;
        const [cos, sin] = [Math.cos(sign * phi), Math.sin(sign * phi)];
        const origin = { x: r * Math.sin(phi), y: baseline + sign * (r - r * Math.cos(phi)) };
        move = (p) => {
          const gx = p.x - advance / 2;
          return { x: origin.x + gx * cos - p.y * sin, y: origin.y + gx * sin + p.y * cos };
        };
      }
      for (const c of glyphPath.commands) path.commands.push(moveCommand(c, move));
    }
  });
  const strokeWidth = layer.outline ? layer.outline.width * EM : 0;
  const bb = path.getBoundingBox();
  const empty = !Number.isFinite(bb.x1) || bb.x2 <= bb.x1;
  const box = empty
    ? { x: 0, y: -EM, width: EM, height: EM }
    : {
        x: bb.x1 - strokeWidth / 2,
        y: bb.y1 - strokeWidth / 2,
        width: bb.x2 - bb.x1 + strokeWidth,
        height: bb.y2 - bb.y1 + strokeWidth,
      };
  return { d: pathData(path.commands), box, strokeWidth };
}

const n = (v: number) => String(Math.round(v * 100) / 100);

/** SVG path data of the commands as they are (opentype.js's own writer drops points it should keep). */
function pathData(commands: opentype.PathCommand[]): string {
  return commands
    .map((c) => {
      switch (c.type) {
        case 'M':
        case 'L':
          return `${c.type}${n(c.x)} ${n(c.y)}`;
        case 'C':
          return `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`;
        case 'Q':
          return `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`;
        default:
          return 'Z';
      }
    })
    .join('');
}

function moveCommand(c: opentype.PathCommand, move: (p: Point) => Point): opentype.PathCommand {
  const at = (x: number, y: number) => move({ x, y });
  switch (c.type) {
    case 'M':
    case 'L': {
      const p = at(c.x, c.y);
      return { type: c.type, x: p.x, y: p.y };
    }
    case 'C': {
      const [p1, p2, p] = [at(c.x1, c.y1), at(c.x2, c.y2), at(c.x, c.y)];
      return { type: 'C', x1: p1.x, y1: p1.y, x2: p2.x, y2: p2.y, x: p.x, y: p.y };
    }
    case 'Q': {
      const [p1, p] = [at(c.x1, c.y1), at(c.x, c.y)];
      return { type: 'Q', x1: p1.x, y1: p1.y, x: p.x, y: p.y };
    }
    default:
      return c;
  }
}

/** The text box's height over its width: what the wholly-off-the-print-area check needs. */
export const textHeightOverWidth = (outlines: TextOutlines) => outlines.box.height / outlines.box.width;
