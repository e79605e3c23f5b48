// How a text layer's words are laid out before they are scaled onto the print area, shared by
// the designer's preview (SVG text, measured with the browser's canvas) and the print file
// (font outlines), so the two agree on the box a text fills. Units: the font size is `size`.
//
// - Lines are 1.2 em apart; a line's width is its advance width plus letter_spacing em per gap.
// - Straight: the box is as wide as the widest line and reaches from the first line's ascent to
//   the last line's descent (the font's own ascender and descender).
// - Curved: each line runs along a circle round one centre, through at most |arc| degrees, its
//   middle at the top (arc > 0, arched up, later lines inside) or at the bottom (arc < 0, arched
//   down, letters upright with their tops towards the centre, later lines outside). The radius is
//   the smallest at which every line fits its arc. The box is the ring sector's bounding box.
// - The layer's `width` is this box's width on the print area; its height follows.

export const LINE_SPACING_EM = 1.2;
/** Below this many degrees an arc reads as straight. */
export const MIN_ARC_DEGREES = 1;

export type FontMetrics = { ascent: number; descent: number };
export type TextLayoutInput = {
  text: string;
  arc: number;
  /** Em between letters. */
  letterSpacing: number;
  /** Advance width of a line at `size`, without letter spacing. */
  measure(line: string): number;
  /** The font's ascent and descent as fractions of an em (both positive). */
  metrics: FontMetrics;
  size?: number;
};

export type LaidLine = { text: string; width: number; radius: number; baseline: number };
export type TextLayout = {
  lines: LaidLine[];
  /** Straight: 0,0. Curved: the circles' centre in the box's coordinates (y downwards). */
  centre: { x: number; y: number };
  box: { width: number; height: number };
  curved: boolean;
  size: number;
};

export const textLines = (text: string) => text.split('\n');

export function spacedLineWidth(
  line: string,
  letterSpacing: number,
  measure: (l: string) => number,
  size = 1,
) {
  return measure(line) + Math.max(0, [...line].length - 1) * letterSpacing * size;
}

export function layoutText(input: TextLayoutInput): TextLayout {
  const size = input.size ?? 1;
  const gap = LINE_SPACING_EM * size;
  const ascent = input.metrics.ascent * size;
  const descent = input.metrics.descent * size;
  const widths = textLines(input.text).map((text) => ({
    text,
    width: spacedLineWidth(text, input.letterSpacing, input.measure, size),
  }));
  const widest = Math.max(size * 0.01, ...widths.map((l) => l.width));
  if (Math.abs(input.arc) < MIN_ARC_DEGREES) {
    return {
      lines: widths.map((l, i) => ({ ...l, radius: 0, baseline: ascent + i * gap })),
      centre: { x: 0, y: 0 },
      box: { width: widest, height: ascent + descent + (widths.length - 1) * gap },
      curved: false,
      size,
    };
  }
  const span = (Math.min(360, Math.abs(input.arc)) * Math.PI) / 180;
  const up = input.arc > 0;
  const step = up ? -gap : gap;
  // Smallest radius at which every line fits: line i sits at R + i * step.
  const fit = Math.max(...widths.map((l, i) => l.width / span - i * step));
  const radius = Math.max(fit, up ? (widths.length - 1) * gap + descent + size * 0.05 : ascent + size * 0.05);
  const lines = widths.map((l, i) => ({ ...l, radius: radius + i * step, baseline: 0 }));
  const radii = lines.map((l) => l.radius);
  const outer = Math.max(...radii) + (up ? ascent : descent);
  const inner = Math.max(0, Math.min(...radii) - (up ? descent : ascent));
  const sector = sectorBox(up ? -Math.PI / 2 : Math.PI / 2, span, inner, outer);
  return {
    lines,
    centre: { x: -sector.x, y: -sector.y },
    box: { width: sector.width, height: sector.height },
    curved: true,
    size,
  };
}

/** The bounding box of a ring's sector round (0, 0), y downwards, centred on angle `mid`. */
function sectorBox(mid: number, span: number, inner: number, outer: number) {
  const xs: number[] = [];
  const ys: number[] = [];
  const steps = 90;
  for (let i = 0; i <= steps; i++) {
    const angle = mid - span / 2 + (span * i) / steps;
    for (const r of [inner, outer]) {
      xs.push(r * Math.cos(angle));
      ys.push(r * Math.sin(angle));
    }
  }
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/**
 * The circle a curved line runs along as an SVG path, starting opposite the text so the text's
 * middle is half way round: clockwise from the bottom when arched up, anticlockwise from the top
 * when arched down.
 */
export function arcLinePath(cx: number, cy: number, r: number, up: boolean): string {
  const sweep = up ? 1 : 0;
  const start = up ? cy + r : cy - r;
  const half = up ? cy - r : cy + r;
  return `M ${cx} ${start} A ${r} ${r} 0 1 ${sweep} ${cx} ${half} A ${r} ${r} 0 1 ${sweep} ${cx} ${start}`;
}

/** Where along arcLinePath a line starts, and from which end, for its alignment in the arc's span. */
export function arcLineStart(line: LaidLine, arc: number, align: 'left' | 'center' | 'right') {
  const half = Math.PI * line.radius;
  const spanLength = (line.radius * Math.min(360, Math.abs(arc)) * Math.PI) / 180;
  if (align === 'left') return { offset: half - spanLength / 2, anchor: 'start' as const };
  if (align === 'right') return { offset: half + spanLength / 2, anchor: 'end' as const };
  return { offset: half, anchor: 'middle' as const };
}
