/**
 * Building blocks for skylines, in a 120 x 90 box whose ground line is y = 86: towers with their
 * roofs, gabled houses, walls, domes, columns, arches. Each returns SVG markup.
 */
export const GROUND = 86;

export type Roof =
  'spire' | 'cone' | 'dome' | 'onion' | 'crenel' | 'flat' | 'pyramid' | 'needle' | 'gable' | 'step';

const f = (n: number) => Number(n.toFixed(2));

/** A row of small dark windows over a wall's face. */
export function windows(
  x: number,
  y: number,
  w: number,
  h: number,
  cols: number,
  rows: number,
  colour = '#3a3550',
) {
  let out = '';
  const [cw, rh] = [w / cols, h / rows];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      out += `<rect x="${f(x + c * cw + cw * 0.3)}" y="${f(y + r * rh + rh * 0.25)}" width="${f(cw * 0.4)}" height="${f(rh * 0.5)}" rx="${f(cw * 0.15)}" fill="${colour}"/>`;
  return out;
}

/** A roof on top of a body `w` wide whose top is at `top`, centred on `cx`. */
export function roof(kind: Roof, cx: number, top: number, w: number, colour: string): string {
  const h = w / 2;
  switch (kind) {
    case 'spire':
      return `<path d="M${f(cx - h)} ${top}L${cx} ${f(top - w * 2.6)}L${f(cx + h)} ${top}z" fill="${colour}"/>`;
    case 'needle':
      return `<path d="M${f(cx - h * 0.5)} ${top}L${cx} ${f(top - w * 3.5)}L${f(cx + h * 0.5)} ${top}z" fill="${colour}"/>`;
    case 'cone':
      return `<path d="M${f(cx - h * 1.15)} ${top}L${cx} ${f(top - w * 1.1)}L${f(cx + h * 1.15)} ${top}z" fill="${colour}"/>`;
    case 'pyramid':
      return `<path d="M${f(cx - h)} ${top}L${cx} ${f(top - w * 0.6)}L${f(cx + h)} ${top}z" fill="${colour}"/>`;
    case 'gable':
      return `<path d="M${f(cx - h * 1.08)} ${top}L${cx} ${f(top - w * 0.55)}L${f(cx + h * 1.08)} ${top}z" fill="${colour}"/>`;
    case 'step': {
      const s = w / 5;
      return `<path d="M${f(cx - h)} ${top}v${f(-s)}h${f(s)}v${f(-s)}h${f(s)}v${f(-s)}h${f(s)}v${f(s)}h${f(s)}v${f(s)}h${f(s)}v${f(s)}z" fill="${colour}"/>`;
    }
    case 'dome':
      return `<path d="M${f(cx - h)} ${top}a${f(h)} ${f(h)} 0 0 1 ${w} 0z" fill="${colour}"/><rect x="${f(cx - 0.6)}" y="${f(top - h - 4)}" width="1.2" height="4.2" fill="${colour}"/>`;
    case 'onion':
      return `<path d="M${f(cx - h)} ${top}c0 ${f(-h)} ${f(h * 0.9)} ${f(-h)} ${h} ${f(-w * 1.1)}c${f(h * 0.1)} ${f(w * 0.6 - h)} ${h} ${f(w * 0.5 - h * 0.2)} ${h} ${f(w * 1.1)}z" fill="${colour}"/>`;
    case 'crenel': {
      const c = w / 5;
      return `<path d="M${f(cx - h)} ${top}v${f(-c)}h${f(c)}v${f(c)}h${f(c)}v${f(-c)}h${f(c)}v${f(c)}h${f(c)}v${f(-c)}h${f(c)}v${f(c)}z" fill="${colour}"/>`;
    }
    case 'flat':
      return '';
  }
}

/** A tower (or house) standing on the ground: its body, a few windows, its roof. */
export function tower(
  cx: number,
  w: number,
  h: number,
  kind: Roof,
  wall: string,
  top: string,
  win = 2,
): string {
  const y = GROUND - h;
  return (
    roof(kind, cx, y, w, top) +
    `<rect x="${f(cx - w / 2)}" y="${f(y)}" width="${w}" height="${h}" fill="${wall}"/>` +
    (win > 0 ? windows(cx - w / 2, y + h * 0.12, w, h * 0.6, win, Math.max(1, Math.round(h / w / 1.2))) : '')
  );
}

/** A flat wall or base from x to x + w, h high. */
export const block = (x: number, w: number, h: number, fill: string, y = GROUND - h) =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"/>`;

/** Columns under a pediment: a classical temple front or a gate. */
export function colonnade(
  x: number,
  w: number,
  h: number,
  count: number,
  stone: string,
  shade: string,
  pediment = true,
) {
  let out = block(x, w, 3, shade);
  const gap = w / count;
  for (let i = 0; i < count; i++)
    out += block(x + i * gap + gap * 0.25, gap * 0.5, h - 7, stone, GROUND - h + 4);
  out += block(x - 1, w + 2, 4, shade, GROUND - h);
  if (pediment)
    out += `<path d="M${f(x - 2)} ${f(GROUND - h)}L${f(x + w / 2)} ${f(GROUND - h - w * 0.16)}L${f(x + w + 2)} ${f(GROUND - h)}z" fill="${stone}"/>`;
  return out;
}

/** Round-topped openings cut into a wall (arches of a bridge, a gate, an amphitheatre). */
export function arches(x: number, y: number, w: number, h: number, count: number, colour: string) {
  let out = '';
  const gap = w / count;
  const r = gap * 0.32;
  for (let i = 0; i < count; i++) {
    const cx = x + i * gap + gap / 2;
    out += `<path d="M${f(cx - r)} ${f(y + h)}V${f(y + r)}a${f(r)} ${f(r)} 0 0 1 ${f(2 * r)} 0V${f(y + h)}z" fill="${colour}"/>`;
  }
  return out;
}

/** A hill the buildings stand on, filling the bottom of the box. */
export const hill = (cx: number, w: number, h: number, fill: string) =>
  `<path d="M${f(cx - w / 2)} ${GROUND + 4}Q${cx} ${f(GROUND - h * 2)} ${f(cx + w / 2)} ${GROUND + 4}z" fill="${fill}"/>`;
