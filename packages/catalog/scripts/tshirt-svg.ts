import type { Cut } from './catalog-source';
import { shirtShape } from './tshirt-shape';

/**
 * A product-photo stand-in: the shirt in its colour on a soft studio background, with light from
 * the upper left, soft inner edges, a few folds, seams and a contact shadow. Shading is black and
 * white at low opacity over the colour, tuned by the colour's lightness so white shirts keep
 * visible folds and black ones still show highlights.
 */
export function tshirtSvg(cut: Cut, side: 'front' | 'back', hex: string, heather: boolean): string {
  const s = shirtShape(cut, side);
  const light = luminance(hex);
  const shade = (k: number) => (k * (light > 0.6 ? 0.8 : light > 0.25 ? 0.9 : 1.1)).toFixed(3);
  const shine = (k: number) => (k * (light > 0.6 ? 0.5 : light > 0.25 ? 0.8 : 0.45)).toFixed(3);
  // The rib reads against the body by being a touch darker on light shirts, lighter on dark ones.
  const rib = light > 0.25 ? mix(hex, '#000000', light > 0.6 ? 0.08 : 0.18) : mix(hex, '#ffffff', 0.08);
  const stitch = mix(hex, light > 0.5 ? '#000000' : '#ffffff', light > 0.5 ? 0.3 : 0.2);
  const mirrorX = side === 'back' ? ' transform="translate(800 0) scale(-1 1)"' : '';
  const folds = foldPaths(cut, side);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1efeb"/><stop offset="1" stop-color="#dedbd5"/></linearGradient>
  <radialGradient id="spot" cx="0.45" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  <linearGradient id="side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="${shine(0.22)}"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${shade(0.16)}"/></linearGradient>
  <linearGradient id="fall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="${shine(0.12)}"/><stop offset="0.35" stop-color="#fff" stop-opacity="0"/><stop offset="0.8" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${shade(0.12)}"/></linearGradient>
  <clipPath id="shirt"><path d="${s.outline}"/></clipPath>
  <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="15"/></filter>
  <filter id="edge" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="5"/></filter>
  <filter id="softer" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="16"/></filter>
  <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="12"/></filter>
  ${heather ? `<filter id="heather" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9 0.35" numOctaves="2" seed="4"/><feColorMatrix type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 -1.4 0.85"/></filter>` : ''}
</defs>
<rect width="800" height="1000" fill="url(#bg)"/>
<rect width="800" height="1000" fill="url(#spot)"/>
<ellipse cx="400" cy="${s.half.hem[1] + 22}" rx="270" ry="16" fill="#000" opacity="0.16" filter="url(#shadow)"/>
<g${mirrorX}>
  <path d="${s.outline}" transform="translate(5 10)" fill="#000" opacity="0.22" filter="url(#shadow)"/>
  <path d="${s.outline}" fill="${hex}" stroke="#000" stroke-opacity="0.1" stroke-width="1.5"/>
  <g clip-path="url(#shirt)">
    ${heather ? `<rect width="800" height="1000" filter="url(#heather)" opacity="0.22"/>` : ''}
    <rect width="800" height="1000" fill="url(#side)"/>
    <rect width="800" height="1000" fill="url(#fall)"/>
    <path d="${s.outline}" fill="none" stroke="#000" stroke-opacity="${shade(0.35)}" stroke-width="34" filter="url(#softer)"/>
    <g fill="none" stroke-linecap="round" filter="url(#soft)">
      ${folds.map((d) => `<path d="${d}" stroke="#000" stroke-opacity="${shade(0.2)}" stroke-width="26"/>`).join('')}
      ${folds.map((d) => `<path d="${d}" transform="translate(-12 -8)" stroke="#fff" stroke-opacity="${shine(0.3)}" stroke-width="18"/>`).join('')}
    </g>
    ${side === 'front' ? `<path d="${s.innerBack}" fill="${mix(hex, '#000000', light > 0.6 ? 0.2 : 0.4)}"/><path d="${s.innerBack}" fill="none" stroke="#000" stroke-opacity="0.3" stroke-width="10" filter="url(#edge)"/>` : ''}
    <path d="${s.collar}" fill="${rib}"/>
    <path d="${s.collar}" fill="none" stroke="#000" stroke-opacity="${shade(0.25)}" stroke-width="3"/><path d="${s.collar}" fill="none" stroke="#fff" stroke-opacity="${shine(0.25)}" stroke-width="1"/>
    <path d="${s.collarStitch}" fill="none" stroke="${stitch}" stroke-width="1.4" stroke-dasharray="4 3"/>
    ${s.seams.map((d) => `<path d="${d}" fill="none" stroke="#000" stroke-opacity="${shade(0.28)}" stroke-width="2.2"/><path d="${d}" transform="translate(2 0)" fill="none" stroke="#fff" stroke-opacity="${shine(0.2)}" stroke-width="1.5"/>`).join('')}
    ${s.hemStitches.map((d) => `<path d="${d}" fill="none" stroke="${stitch}" stroke-width="1.4" stroke-dasharray="4 3"/>`).join('')}
    ${side === 'front' ? neckLabel(s.half.neck[1], cut) : ''}
    ${cut === 'premium' && side === 'front' ? hemTag(s.half.hem) : ''}
  </g>
</g>
</svg>`;
}

/** Folds where a laid-out shirt really creases: under the arms, across the waist, near the hem. */
function foldPaths(cut: Cut, side: 'front' | 'back'): string[] {
  const slim = cut === 'premium' ? 22 : 0;
  const folds = [
    // Drag lines from the armpits into the chest.
    `M${158 + slim} 360 C 200 380, 232 420, 250 470`,
    `M${642 - slim} 356 C 606 380, 580 410, 566 450`,
    // Soft waves across the waist and above the hem.
    `M${170 + slim} 650 C 230 636, 290 668, 360 656`,
    `M${630 - slim} 712 C 580 700, 520 724, 450 716`,
    `M280 820 C 330 800, 380 806, 440 826`,
    // Along the sleeves.
    `M96 268 C 110 300, 118 330, 122 370`,
    `M704 268 C 690 300, 682 330, 678 370`,
  ];
  folds.push(
    side === 'back' ? 'M350 190 C 380 210, 420 210, 450 190' : 'M250 168 C 268 196, 292 208, 318 214',
  );
  return folds;
}

/** The printed size label inside the back neck, seen through the collar. */
function neckLabel(neckY: number, cut: Cut): string {
  const y = neckY + (cut === 'premium' ? 20 : 24);
  const fill = cut === 'premium' ? '#e9e2d0' : '#f2f2f2';
  return `<rect x="382" y="${y}" width="36" height="16" rx="2" fill="${fill}" opacity="0.92"/><rect x="389" y="${y + 5}" width="22" height="2" fill="#888"/><rect x="393" y="${y + 9}" width="14" height="2" fill="#aaa"/>`;
}

/** The premium cut's small woven organic tag on the hem. */
function hemTag([x, y]: [number, number]): string {
  const tx = x + 40;
  const ty = y - 34;
  return `<rect x="${tx}" y="${ty}" width="22" height="30" rx="2" fill="#e8e1cc"/><path d="M${tx + 11} ${ty + 22}C${tx + 4} ${ty + 16} ${tx + 6} ${ty + 8} ${tx + 15} ${ty + 6}C${tx + 17} ${ty + 14} ${tx + 15} ${ty + 19} ${tx + 11} ${ty + 22}Z" fill="#6f8f5b"/>`;
}

function channels(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Relative lightness 0-1 (Rec. 709 weights), enough to pick shading strength. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export function mix(hex: string, other: string, amount: number): string {
  const a = channels(hex);
  const b = channels(other);
  return `#${a
    .map((c, i) =>
      Math.round(c + ((b[i] as number) - c) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
