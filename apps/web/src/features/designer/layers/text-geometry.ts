// How a text layer is laid out, in font units at a size of 100: each line's width comes from a
// measurer (the browser's canvas with the loaded font), the layer's box is the bounding box of the
// straight or arced block, and the layer's `width` scales that box onto the print area.

export const FONT_SIZE = 100;
export const LINE_HEIGHT = 1.2 * FONT_SIZE;
const ASCENT = 0.8 * FONT_SIZE;
const DESCENT = 0.2 * FONT_SIZE;
/** Below this many degrees an arc reads as straight. */
const MIN_ARC = 1;

export type TextLayoutInput = {
  text: string;
  arc: number;
  letterSpacing: number;
  align: 'left' | 'center' | 'right';
  measure(line: string): number;
};

export type LaidLine = { text: string; width: number; radius: number };
export type TextLayout = {
  lines: LaidLine[];
  /** The circle's centre for arced text, in the same units as the box. */
  centre: { x: number; y: number };
  box: { x: number; y: number; width: number; height: number };
  curved: boolean;
};

export const linesOf = (text: string) => text.split('\n');

/** The width of one line with its letter spacing (thousandths of the font size per gap). */
export function spacedWidth(line: string, letterSpacing: number, measure: (line: string) => number) {
  const gaps = Math.max(0, [...line].length - 1);
  return measure(line) + (gaps * letterSpacing * FONT_SIZE) / 1000;
}

export function layoutText({ text, arc, letterSpacing, measure }: TextLayoutInput): TextLayout {
  const lines = linesOf(text).map((line) => ({
    text: line,
    width: spacedWidth(line, letterSpacing, measure),
  }));
  const widest = Math.max(1, ...lines.map((line) => line.width));
  if (Math.abs(arc) < MIN_ARC) {
    return {
      lines: lines.map((line) => ({ ...line, radius: 0 })),
      centre: { x: 0, y: 0 },
      box: { x: 0, y: 0, width: widest, height: lines.length * LINE_HEIGHT },
      curved: false,
    };
  }
  const span = (Math.min(360, Math.abs(arc)) * Math.PI) / 180;
  const up = arc > 0;
  // The widest line bends through the whole arc; the others follow on circles one line apart,
  // inward when arched up (the first line outermost), outward when arched down.
  const radius = widest / span;
  const laid = lines.map((line, i) => ({
    ...line,
    radius: Math.max(FONT_SIZE / 4, up ? radius - i * LINE_HEIGHT : radius + i * LINE_HEIGHT),
  }));
  const radii = laid.map((line) => line.radius);
  const outer = up ? Math.max(...radii) + ASCENT : Math.max(...radii) + DESCENT;
  const inner = Math.max(0, up ? Math.min(...radii) - DESCENT : Math.min(...radii) - ASCENT);
  const box = sectorBox(up ? -Math.PI / 2 : Math.PI / 2, span, inner, outer);
  return { lines: laid, centre: { x: -box.x, y: -box.y }, box: { ...box, x: 0, y: 0 }, curved: true };
}

/** The bounding box of a ring's sector around (0, 0), y downwards, centred on angle `mid`. */
function sectorBox(mid: number, span: number, inner: number, outer: number) {
  const points: Array<[number, number]> = [];
  const steps = 72;
  for (let i = 0; i <= steps; i++) {
    const angle = mid - span / 2 + (span * i) / steps;
    for (const r of [inner, outer]) points.push([r * Math.cos(angle), r * Math.sin(angle)]);
  }
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/**
 * The circle a curved line runs along, starting opposite the text so the text's middle is half
 * way: clockwise from the bottom when arched up, anticlockwise from the top when arched down
 * (so the letters stand upright, their tops towards the centre).
 */
export function circlePath(cx: number, cy: number, r: number, up: boolean): string {
  const sweep = up ? 1 : 0;
  const start = up ? cy + r : cy - r;
  const half = up ? cy - r : cy + r;
  return `M ${cx} ${start} A ${r} ${r} 0 1 ${sweep} ${cx} ${half} A ${r} ${r} 0 1 ${sweep} ${cx} ${start}`;
}

/** Where along its circle a curved line starts, for its alignment within the arc's span. */
export function arcOffset(line: LaidLine, arc: number, align: TextLayoutInput['align']) {
  const half = Math.PI * line.radius;
  const spanLength = (line.radius * Math.min(360, Math.abs(arc)) * Math.PI) / 180;
  if (align === 'left') return { offset: half - spanLength / 2, anchor: 'start' as const };
  if (align === 'right') return { offset: half + spanLength / 2, anchor: 'end' as const };
  return { offset: half, anchor: 'middle' as const };
}
