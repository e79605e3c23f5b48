import { clipWith, type Box, type DrawingContext } from '../drawing-context';
import { n, starPath } from '../svg';
import { shirtSafe } from '../styles/colour';

export type FrameKind = 'none' | 'circle' | 'ring' | 'arch' | 'badge' | 'hexagon' | 'neon' | 'block';

/**
 * A frame around the picture: what goes behind the subjects (`back`, with the backdrop clipped
 * inside), what goes over them (`front`), where the subject group is fitted (`stage`, its bottom
 * may overhang the frame, the classic tee look) and where requested text goes.
 */
export type Frame = {
  back: string;
  front: string;
  stage: Box;
  /** Fit the group to the stage's bottom edge rather than its middle. */
  standOnBottom: boolean;
  /** Baseline band for requested text, or 'ring' for text on the badge's ring. */
  text: { y: number; maxSize: number } | 'ring';
  /** Where the backdrop goes (clipped to the frame); undefined when the frame has none. */
  window: Box | undefined;
  /**
   * The frame's opening (its clip-path value and box): a close-up is cropped to it, a breakout
   * stands in front of it. A neon board has one, though no backdrop.
   */
  crop: { clip: string; box: Box } | undefined;
};

/** Frame geometry on the 600 x 800 canvas; `hasText` leaves room below for the words. */
export function drawFrame(
  ctx: DrawingContext,
  kind: FrameKind,
  fill: (window: Box) => string,
  hasText: boolean,
): Frame {
  const { palette } = ctx;
  const lift = hasText ? 40 : 0;
  switch (kind) {
    case 'circle': {
      const [cx, cy, r] = [300, 320 - lift, 228];
      const clip = clipWith(ctx, `<circle cx="${cx}" cy="${cy}" r="${r}"/>`);
      const inner = fill({ x: cx - r, y: cy - r, w: 2 * r, h: 2 * r });
      return {
        back:
          // A light rim outside the dark ring keeps the frame's edge visible on black shirts.
          `<circle cx="${cx}" cy="${cy}" r="${r + 19}" fill="${palette.paper}"/>` +
          `<circle cx="${cx}" cy="${cy}" r="${r + 13}" fill="${palette.ink}"/>` +
          `<g clip-path="${clip}">${inner}</g>` +
          `<circle cx="${cx}" cy="${cy}" r="${r + 3}" fill="none" stroke="${palette.paper}" stroke-width="5"/>`,
        front: '',
        stage: { x: 120, y: cy - r * 0.55, w: 360, h: r * 1.55 + 36 },
        standOnBottom: true,
        text: { y: 705 - lift / 4, maxSize: 110 },
        window: { x: cx - r, y: cy - r, w: 2 * r, h: 2 * r },
        crop: { clip, box: { x: cx - r, y: cy - r, w: 2 * r, h: 2 * r } },
      };
    }
    case 'ring': {
      // Line art's frame: one circle in the line colour (as line art's lines), the backdrop drawn
      // in lines inside it.
      const [cx, cy, r] = [300, 320 - lift, 228];
      const clip = clipWith(ctx, `<circle cx="${cx}" cy="${cy}" r="${r}"/>`);
      const inner = fill({ x: cx - r, y: cy - r, w: 2 * r, h: 2 * r });
      return {
        back:
          `<g clip-path="${clip}">${inner}</g>` +
          `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${shirtSafe(palette.accent, 2.8)}" stroke-width="5"/>`,
        front: '',
        stage: { x: 120, y: cy - r * 0.55, w: 360, h: r * 1.55 + 36 },
        standOnBottom: true,
        text: { y: 705 - lift / 4, maxSize: 110 },
        window: { x: cx - r, y: cy - r, w: 2 * r, h: 2 * r },
        crop: { clip, box: { x: cx - r, y: cy - r, w: 2 * r, h: 2 * r } },
      };
    }
    case 'arch': {
      const [x, top, w, h] = [110, 50 - lift / 2, 380, 470];
      const d = `M${x} ${top + h}V${top + w / 2}A${w / 2} ${w / 2} 0 0 1 ${x + w} ${top + w / 2}V${top + h}Z`;
      const clip = clipWith(ctx, `<path d="${d}"/>`);
      const inner = fill({ x, y: top, w, h });
      return {
        back:
          `<path d="${d}" fill="${palette.paper}" stroke="${palette.paper}" stroke-width="38" stroke-linejoin="round"/>` +
          `<path d="${d}" fill="${palette.ink}" stroke="${palette.ink}" stroke-width="26" stroke-linejoin="round"/>` +
          `<g clip-path="${clip}">${inner}</g>` +
          `<path d="${d}" fill="none" stroke="${palette.paper}" stroke-width="5"/>`,
        front: '',
        stage: { x: 125, y: top + 150, w: 350, h: h - 90 },
        standOnBottom: true,
        text: { y: 700 - lift / 4, maxSize: 110 },
        window: { x, y: top, w, h },
        crop: { clip, box: { x, y: top, w, h } },
      };
    }
    case 'badge':
      return badge(ctx, fill);
    case 'hexagon': {
      const [cx, cy, r] = [300, 330 - lift, 240];
      const hex = (radius: number) => starPath(cx, cy, radius, 0, 6, 30);
      const clip = clipWith(ctx, `<path d="${hex(r - 12)}"/>`);
      const inner = fill({ x: cx - r, y: cy - r, w: 2 * r, h: 2 * r });
      return {
        back:
          `<path d="${hex(r + 4)}" fill="${palette.paper}"/>` +
          `<path d="${hex(r + 30)}" fill="none" stroke="${palette.accent2}" stroke-width="8"/>` +
          `<path d="${hex(r + 14)}" fill="none" stroke="${palette.accent}" stroke-width="6"/>` +
          `<path d="${hex(r)}" fill="${palette.ink}"/><g clip-path="${clip}">${inner}</g>` +
          `<path d="${hex(r - 12)}" fill="none" stroke="${palette.paper}" stroke-width="4"/>`,
        front: '',
        stage: { x: 140, y: cy - r * 0.6, w: 320, h: r * 1.45 },
        standOnBottom: true,
        text: { y: 715 - lift / 4, maxSize: 100 },
        window: { x: cx - r, y: cy - r, w: 2 * r, h: 2 * r },
        crop: { clip, box: { x: cx - r, y: cy - r, w: 2 * r, h: 2 * r } },
      };
    }
    case 'neon': {
      const [x, y, w, h] = [45, 95 - lift, 510, 540];
      return {
        back:
          // A light rim round the dark board keeps its shape on black shirts.
          `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="46" fill="#140021" stroke="#ffd6ec" stroke-width="6"/>` +
          `<rect x="${x + 16}" y="${y + 16}" width="${w - 32}" height="${h - 32}" rx="34" fill="none" stroke="${palette.accent2}" stroke-width="9"/>` +
          `<rect x="${x + 16}" y="${y + 16}" width="${w - 32}" height="${h - 32}" rx="34" fill="none" stroke="#ffd6ec" stroke-width="3"/>`,
        front: '',
        stage: { x: x + 70, y: y + 70, w: w - 140, h: h - 140 },
        standOnBottom: false,
        text: { y: 715 - lift / 4, maxSize: 96 },
        window: undefined,
        crop: {
          clip: clipWith(
            ctx,
            `<rect x="${x + 20}" y="${y + 20}" width="${w - 40}" height="${h - 40}" rx="30"/>`,
          ),
          box: { x: x + 20, y: y + 20, w: w - 40, h: h - 40 },
        },
      };
    }
    case 'block':
      return block(ctx, fill, lift);
    default:
      return {
        back: '',
        front: '',
        stage: hasText ? { x: 70, y: 60, w: 460, h: 540 } : { x: 60, y: 110, w: 480, h: 580 },
        standOnBottom: false,
        text: { y: 710, maxSize: 120 },
        window: undefined,
        crop: undefined,
      };
  }
}

/** A round badge: dark ring with a light rule each side, the picture inside, a ribbon across its foot. */
function badge(ctx: DrawingContext, fill: (window: Box) => string): Frame {
  const { palette } = ctx;
  const [cx, cy, outer, innerR] = [300, 360, 272, 190];
  const inner = fill({ x: cx - innerR, y: cy - innerR, w: 2 * innerR, h: 2 * innerR });
  const clip = clipWith(ctx, `<circle cx="${cx}" cy="${cy}" r="${innerR}"/>`);
  let back = `<circle cx="${cx}" cy="${cy}" r="${outer + 6}" fill="${palette.paper}"/>`;
  back += `<circle cx="${cx}" cy="${cy}" r="${outer}" fill="${palette.ink}"/>`;
  back += `<circle cx="${cx}" cy="${cy}" r="${outer - 11}" fill="none" stroke="${palette.paper}" stroke-width="4"/>`;
  back += `<circle cx="${cx}" cy="${cy}" r="${innerR + 9}" fill="none" stroke="${palette.paper}" stroke-width="4"/>`;
  back += `<g clip-path="${clip}">${inner}</g>`;
  const ringMid = (outer - 11 + innerR + 9) / 2;
  for (const side of [-1, 1])
    back += `<path d="${starPath(cx + side * ringMid, cy, 14, 5.5, 5)}" fill="${palette.accent}"/>`;
  // The ribbon: a band wider than the badge with folded tails, three stars on it.
  const y = cy + innerR * 0.62;
  const h = 74;
  let front = `<path d="M${cx - 300} ${n(y + 16)}h66v${h}h-66l22 ${-h / 2}Z M${cx + 300} ${n(y + 16)}h-66v${h}h66l-22 ${-h / 2}Z" fill="${palette.accent2}" stroke="${palette.ink}" stroke-width="6" stroke-linejoin="round"/>`;
  front += `<rect x="${cx - 250}" y="${n(y)}" width="500" height="${h}" rx="6" fill="${palette.accent}" stroke="${palette.ink}" stroke-width="6"/>`;
  for (const dx of [-60, 0, 60])
    front += `<path d="${starPath(cx + dx, y + h / 2, 20, 8, 5)}" fill="${palette.ink}"/>`;
  return {
    back,
    front,
    stage: { x: cx - innerR * 0.78, y: cy - innerR * 0.82, w: innerR * 1.56, h: innerR * 1.42 },
    standOnBottom: true,
    text: 'ring',
    window: { x: cx - innerR, y: cy - innerR, w: 2 * innerR, h: 2 * innerR },
    // The ribbon hides the window's foot: a close-up or a peek ends at its top edge.
    crop: { clip, box: { x: cx - innerR, y: cy - innerR, w: 2 * innerR, h: innerR * 1.62 } },
  };
}

/**
 * A linocut's block: a slab of ink with hand-cut, slightly uneven edges and a carved rule inside
 * them; the picture (or the carved ground) is cut into it.
 */
function block(ctx: DrawingContext, fill: (window: Box) => string, lift: number): Frame {
  const { palette, random } = ctx;
  const [x, y, w, h] = [78, 70 - lift, 444, 560];
  const edge = (inset: number, jitter: number) => {
    const points: string[] = [];
    const side = (x0: number, y0: number, x1: number, y1: number) => {
      const steps = Math.max(2, Math.round(Math.hypot(x1 - x0, y1 - y0) / 44));
      for (let i = 0; i < steps; i++) {
        const t = i / steps;
        const j = () => random.range(-jitter, jitter);
        points.push(`${n(x0 + (x1 - x0) * t + j())} ${n(y0 + (y1 - y0) * t + j())}`);
      }
    };
    const [l, t, r, b] = [x + inset, y + inset, x + w - inset, y + h - inset];
    side(l, t, r, t);
    side(r, t, r, b);
    side(r, b, l, b);
    side(l, b, l, t);
    return `M${points.join('L')}Z`;
  };
  const outer = edge(0, 3.5);
  const window = { x: x + 22, y: y + 22, w: w - 44, h: h - 44 };
  const clip = clipWith(ctx, `<path d="${edge(22, 1.5)}"/>`);
  return {
    back:
      `<path d="${outer}" fill="${palette.ink}" stroke="${palette.paper}" stroke-width="10" stroke-linejoin="round" paint-order="stroke"/>` +
      `<g clip-path="${clip}">${fill(window)}</g>` +
      `<path d="${edge(14, 2)}" fill="none" stroke="${palette.paper}" stroke-width="4" stroke-linejoin="round"/>`,
    front: '',
    stage: { x: x + 50, y: y + 90, w: w - 100, h: h - 110 },
    standOnBottom: true,
    text: { y: 712 - lift / 4, maxSize: 104 },
    window,
    crop: { clip, box: window },
  };
}
