import type { TextLayer } from './layers';

// A text layer's glyph outlines, computed the same way by the print file (the API, with the font
// file read by opentype.js) and by the designer's preview (the browser, the same file, the same
// library), so the two draw the same shapes in the same box. The font is described by the few
// members of opentype.js's Font that the layout reads, so this package needs no font library.

/** Glyphs are laid out at this size (font units scaled to it), then the whole is scaled to fit. */
export const OUTLINE_EM = 100;
/** Baseline to baseline, in em, as the text layer contract says. */
export const LINE_HEIGHT_EM = 1.2;

export type OutlineCommand =
  | { type: 'M' | 'L'; x: number; y: number }
  | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { type: 'Q'; x1: number; y1: number; x: number; y: number }
  | { type: 'Z' };
export type OutlineGlyph = {
  advanceWidth?: number | undefined;
  getPath(x: number, y: number, fontSize: number): { commands: OutlineCommand[] };
};
export type OutlineFont<G extends OutlineGlyph = OutlineGlyph> = {
  unitsPerEm: number;
  charToGlyph(char: string): G;
  getKerningValue(left: G, right: G): number;
};

export type TextOutlines = {
  /** The outlines as SVG path data, in layout units (OUTLINE_EM per em, y down). */
  d: string;
  /** Their bounding box in layout units, outline stroke included. */
  box: { x: number; y: number; width: number; height: number };
  /** The outline's stroke width in layout units (0 without an outline). */
  strokeWidth: number;
};

type Point = { x: number; y: number };
export type OutlinedText = Pick<TextLayer, 'text' | 'arc' | 'align' | 'letter_spacing' | 'outline'>;

/**
 * Each line set with the font's kerning and the layer's letter spacing, aligned to the widest
 * line, lines 1.2 em apart, then, with an arc, every glyph turned onto a circle whose
 * circumference the arc's share of 360 degrees spans (positive arches up like a rainbow, negative
 * down like a smile; later lines inside the rainbow, outside the smile, each within the arc). Bending moves each glyph
 * rigidly, so its curves stay true curves. Glyphs by code point, without contextual substitutions
 * (opentype.js cannot run every font's GSUB lookups).
 */
export function textOutlinesOf<G extends OutlineGlyph>(
  font: OutlineFont<G>,
  layer: OutlinedText,
): TextOutlines {
  const EM = OUTLINE_EM;
  const spacing = layer.letter_spacing * EM;
  const laid = layer.text.split('\n').map((line) => {
    const glyphs = [...line].map((char) => font.charToGlyph(char));
    const placed: { glyph: G; x: number; advance: number }[] = [];
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
  // The smallest radius at which every line fits the arc: the first line's circle, the others one
  // line inside it (arched up) or outside (arched down). One line spans exactly the arc.
  const radius = bend
    ? Math.max(...laid.map((l, row) => l.width / Math.abs(arcRad) + sign * row * LINE_HEIGHT_EM * EM))
    : 0;

  const commands: OutlineCommand[] = [];
  laid.forEach((line, row) => {
    const baseline = row * LINE_HEIGHT_EM * EM;
    const shift =
      layer.align === 'left' ? 0 : layer.align === 'right' ? widest - line.width : (widest - line.width) / 2;
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
      for (const c of glyphPath.commands) commands.push(moveCommand(c, move));
    }
  });
  const strokeWidth = layer.outline ? layer.outline.width * EM : 0;
  const bb = boundsOf(commands);
  const box = bb
    ? {
        x: bb.x1 - strokeWidth / 2,
        y: bb.y1 - strokeWidth / 2,
        width: bb.x2 - bb.x1 + strokeWidth,
        height: bb.y2 - bb.y1 + strokeWidth,
      }
    : { x: 0, y: -EM, width: EM, height: EM };
  return { d: pathData(commands), box, strokeWidth };
}

/**
 * The outline as the designer's preview and the print file both draw it: a stroke of the outline's
 * whole width painted under the fill, so half of it shows outside the letters (the half the box
 * adds on each side) and the fill covers the rest; round joins never reach past that half.
 */
export function outlineStroke(color: string | undefined, outlines: TextOutlines) {
  if (!color || outlines.strokeWidth <= 0) return null;
  return { color, width: outlines.strokeWidth, linejoin: 'round', paintOrder: 'stroke' } as const;
}

/** The text box's height over its width: what the wholly-off-the-print-area check needs. */
export const textHeightOverWidth = (outlines: TextOutlines) => outlines.box.height / outlines.box.width;

const n = (v: number) => String(Math.round(v * 100) / 100);

function pathData(commands: OutlineCommand[]): string {
  let at = { x: NaN, y: NaN };
  let open = false;
  const out: string[] = [];
  // Glyph contours are closed shapes, but opentype.js leaves some without their Z: an open subpath
  // gets butt caps instead of a join where it starts, and its outline shows a notch there.
  const close = () => {
    if (open) out.push('Z');
    open = false;
  };
  for (const c of commands) {
    switch (c.type) {
      case 'M':
        close();
        out.push(`M${n(c.x)} ${n(c.y)}`);
        open = true;
        at = c;
        break;
      case 'L':
        // A line to where the pen already is has no direction, so no join either.
        if (n(c.x) !== n(at.x) || n(c.y) !== n(at.y)) out.push(`L${n(c.x)} ${n(c.y)}`);
        at = c;
        break;
      case 'C':
        out.push(`C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`);
        at = c;
        break;
      case 'Q':
        out.push(`Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`);
        at = c;
        break;
      default:
        close();
    }
  }
  close();
  return out.join('');
}

function moveCommand(c: OutlineCommand, move: (p: Point) => Point): OutlineCommand {
  switch (c.type) {
    case 'M':
    case 'L': {
      const p = move(c);
      return { type: c.type, x: p.x, y: p.y };
    }
    case 'C': {
      const [p1, p2, p] = [move({ x: c.x1, y: c.y1 }), move({ x: c.x2, y: c.y2 }), move(c)];
      return { type: 'C', x1: p1.x, y1: p1.y, x2: p2.x, y2: p2.y, x: p.x, y: p.y };
    }
    case 'Q': {
      const [p1, p] = [move({ x: c.x1, y: c.y1 }), move(c)];
      return { type: 'Q', x1: p1.x, y1: p1.y, x: p.x, y: p.y };
    }
    default:
      return c;
  }
}

/** The exact bounds of the path, curves' extremes included (as opentype.js's getBoundingBox). */
function boundsOf(commands: OutlineCommand[]) {
  let box: { x1: number; y1: number; x2: number; y2: number } | null = null;
  const add = (x: number, y: number) => {
    box = box
      ? { x1: Math.min(box.x1, x), y1: Math.min(box.y1, y), x2: Math.max(box.x2, x), y2: Math.max(box.y2, y) }
      : { x1: x, y1: y, x2: x, y2: y };
  };
  let at: Point = { x: 0, y: 0 };
  for (const c of commands) {
    if (c.type === 'Z') continue;
    if (c.type === 'C') {
      for (const t of [...bezierExtremes(at.x, c.x1, c.x2, c.x), ...bezierExtremes(at.y, c.y1, c.y2, c.y)]) {
        add(cubic(at.x, c.x1, c.x2, c.x, t), cubic(at.y, c.y1, c.y2, c.y, t));
      }
    } else if (c.type === 'Q') {
      // A quadratic is the cubic with control points two thirds of the way to its one.
      const [x1, y1] = [at.x + ((c.x1 - at.x) * 2) / 3, at.y + ((c.y1 - at.y) * 2) / 3];
      const [x2, y2] = [c.x + ((c.x1 - c.x) * 2) / 3, c.y + ((c.y1 - c.y) * 2) / 3];
      for (const t of [...bezierExtremes(at.x, x1, x2, c.x), ...bezierExtremes(at.y, y1, y2, c.y)]) {
        add(cubic(at.x, x1, x2, c.x, t), cubic(at.y, y1, y2, c.y, t));
      }
    }
    add(c.x, c.y);
    at = { x: c.x, y: c.y };
  }
  return box as { x1: number; y1: number; x2: number; y2: number } | null;
}

const cubic = (p0: number, p1: number, p2: number, p3: number, t: number) =>
  (1 - t) ** 3 * p0 + 3 * (1 - t) ** 2 * t * p1 + 3 * (1 - t) * t ** 2 * p2 + t ** 3 * p3;

/** Where in (0, 1) a cubic's coordinate turns: the roots of its derivative. */
function bezierExtremes(p0: number, p1: number, p2: number, p3: number): number[] {
  const a = -p0 + 3 * p1 - 3 * p2 + p3;
  const b = 2 * (p0 - 2 * p1 + p2);
  const c = p1 - p0;
  const roots =
    Math.abs(a) < 1e-12
      ? Math.abs(b) < 1e-12
        ? []
        : [-c / b]
      : (() => {
          const disc = b * b - 4 * a * c;
          if (disc < 0) return [];
          const s = Math.sqrt(disc);
          return [(-b + s) / (2 * a), (-b - s) / (2 * a)];
        })();
  return roots.filter((t) => t > 0 && t < 1);
}
