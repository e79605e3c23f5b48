import type { DrawingContext } from './drawing-context';
import { fontFamily, fontMetrics, type FontRole } from './fonts';
import { escapeXml, n } from './svg';

export type TextStyle = {
  role: FontRole;
  fill: string;
  /** Outline drawn under the fill (paint-order), keeps text legible on any shirt colour. */
  stroke?: string;
  strokeWidth?: number;
  /** A solid drop shadow offset down-right, the usual screen-print trick for depth. */
  shadow?: string;
  letterSpacing?: number;
};

/** The largest font size (at most `maxSize`) at which `text` fits in `maxWidth`. */
export function fitSize(text: string, style: TextStyle, maxWidth: number, maxSize: number): number {
  const em = fontMetrics(style.role).measure(text);
  const spacing = (style.letterSpacing ?? 0) * Math.max(0, [...text].length - 1);
  return Math.max(8, Math.min(maxSize, (maxWidth - spacing) / Math.max(em, 0.01)));
}

function attributes(style: TextStyle, size: number): string {
  let a = `font-family="${fontFamily(style.role)}" font-size="${n(size)}" fill="${style.fill}"`;
  if (style.letterSpacing) a += ` letter-spacing="${n(style.letterSpacing)}"`;
  if (style.stroke) {
    a += ` stroke="${style.stroke}" stroke-width="${n(style.strokeWidth ?? size * 0.08)}" stroke-linejoin="round" paint-order="stroke"`;
  }
  return a;
}

/** Centred straight text on baseline `y`, shrunk to fit `maxWidth`. Returns the markup and the size used. */
export function line(
  text: string,
  style: TextStyle,
  cx: number,
  y: number,
  maxWidth: number,
  maxSize: number,
): { markup: string; size: number } {
  const size = fitSize(text, style, maxWidth, maxSize);
  const body = escapeXml(text);
  let markup = '';
  if (style.shadow) {
    const o = size * 0.06;
    markup += `<text x="${n(cx + o)}" y="${n(y + o)}" text-anchor="middle" ${attributes({ ...style, fill: style.shadow, stroke: style.shadow }, size)}>${body}</text>`;
  }
  markup += `<text x="${n(cx)}" y="${n(y)}" text-anchor="middle" ${attributes(style, size)}>${body}</text>`;
  return { markup, size };
}

/**
 * Text along a circle, centred at the top (reading clockwise, letters outward) or the bottom
 * (reading left to right, letters inward), with its baseline on radius `r`.
 */
export function arc(
  ctx: DrawingContext,
  text: string,
  style: TextStyle,
  cx: number,
  cy: number,
  r: number,
  where: 'top' | 'bottom',
  maxSize: number,
  spanDeg = 150,
): string {
  const id = ctx.defs.id('p');
  const sweep = where === 'top' ? 1 : 0;
  // A full half circle path; text is centred on it with startOffset 50%.
  ctx.defs.add(
    `<path id="${id}" d="M${n(cx - r)} ${n(cy)}A${n(r)} ${n(r)} 0 0 ${sweep} ${n(cx + r)} ${n(cy)}"/>`,
  );
  const size = fitSize(text, style, (Math.PI * r * spanDeg) / 180, maxSize);
  return `<text text-anchor="middle" ${attributes(style, size)}><textPath href="#${id}" startOffset="50%">${escapeXml(text)}</textPath></text>`;
}
