/** Tiny helpers for writing SVG by hand: short numbers keep the document small and fast to parse. */
export const n = (value: number) => (Math.round(value * 10) / 10).toString();

export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Points on a circle, starting at the top and going clockwise. */
export function polar(cx: number, cy: number, r: number, angleDeg: number): [number, number] {
  const a = ((angleDeg - 90) * Math.PI) / 180;
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
}

/** A regular polygon or star (inner radius set) as a path `d`. */
export function starPath(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  points: number,
  rotate = 0,
): string {
  const parts: string[] = [];
  const steps = inner > 0 ? points * 2 : points;
  for (let i = 0; i < steps; i++) {
    const r = inner > 0 && i % 2 === 1 ? inner : outer;
    const [x, y] = polar(cx, cy, r, rotate + (360 / steps) * i);
    parts.push(`${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`);
  }
  return `${parts.join('')}Z`;
}
