import type { Figure } from '../composition/figure';
import { mixHex, shirtSafe } from './colour';
import type { PaintFigure } from './draw-figures';
import type { Look } from './look';
import { linocutInks } from './linocut';
import { outline, pastel, posterise, solid, withoutFilters } from './paint';

/** Canvas units: lines of line art are this wide on the 600-unit canvas (~2 px in a thumbnail). */
const LINE = 4.2;

/**
 * How each figure is painted in a look. One-colour silhouettes (game icons) take a palette colour
 * in colour looks; line art turns filled drawings into their outlines.
 */
export function painter(look: Look, lineColour: string): PaintFigure {
  const { palette } = look;
  const inks = [palette.ink, palette.accent2, palette.accent, palette.paper];
  const silhouetteFill = look.frame === 'none' ? shirtSafe(palette.accent) : palette.ink;
  return (f: Figure) => {
    const body = withoutFilters(f.art.body);
    const oneColour = f.art.kind === 'silhouette' || f.art.kind === 'line';
    const w = LINE / f.scale;
    switch (look.paint) {
      case 'line':
        return f.art.kind === 'line' ? solid(body, lineColour) : outline(body, lineColour, w);
      case 'silhouette':
        return solid(body, silhouetteFill);
      case 'neon': {
        const tube = f.role === 'hero' ? palette.accent : palette.accent2;
        const glow = (k: number, t: number) =>
          f.art.kind === 'line'
            ? solid(body, mixHex(tube, '#140021', t))
            : outline(body, mixHex(tube, '#140021', t), w * k);
        // Opaque halos from dark to bright, then a white-hot core: a glow with no translucency.
        return (
          (f.art.kind === 'line'
            ? `<g stroke="${mixHex(tube, '#140021', 0.6)}" stroke-width="${(w * 1.6).toFixed(2)}" stroke-linejoin="round">${solid(body, mixHex(tube, '#140021', 0.6))}</g>`
            : glow(3.2, 0.65) + glow(2, 0.35)) +
          glow(1, 0) +
          (f.art.kind === 'line' ? '' : outline(body, '#fff4fb', w * 0.35))
        );
      }
      case 'pastel':
        return oneColour ? solid(body, mixHex(palette.accent, '#ffffff', 0.35)) : pastel(body);
      case 'posterise':
        return oneColour ? solid(body, palette.accent) : posterise(body, inks);
      case 'linocut':
        return oneColour ? solid(body, palette.accent) : posterise(body, linocutInks(palette));
      default:
        return oneColour ? solid(body, palette.accent) : body;
    }
  };
}
