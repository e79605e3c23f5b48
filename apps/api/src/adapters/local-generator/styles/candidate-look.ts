import type { FrameKind } from '../composition/frames';
import { defaultPalettes, palettes, type PaletteName } from '../palettes';
import type { PromptReading } from '../reading/read-prompt';
import type { Look } from './look';

/** How many designs one GENERATE offers to pick from. */
export const CANDIDATES = 4;

/**
 * The look of candidate `k` (0-3) of one GENERATE: candidate 0 is the seed's own look (`first`);
 * the others change what the prompt left open, so the four differ visibly: the frame (a lone subject free
 * or in a window, a scene in a circle, an arch or a hexagon), the art set (flat or detailed
 * emoji), and the palette unless the prompt named a colour or mood. A style the prompt asked
 * for (pixel art, line art, neon...) is kept by all four.
 */
export function candidateLook(look: Look, reading: PromptReading, k: number, first: Look): Look {
  if (k === 0) return look;
  const styled = reading.styles.size > 0;
  const scenic = reading.setting !== undefined || reading.time !== undefined;
  // The two frames other than the first candidate's and the two art sets, in three new pairs.
  const others = (scenic ? ['circle', 'arch', 'hexagon'] : ['none', 'circle', 'arch']).filter(
    (f) => f !== first.frame,
  ) as FrameKind[];
  const frame = styled ? look.frame : (others[k === 1 ? 0 : 1] ?? others[0]!);
  const [a, b, ...rest] = first.art;
  const art = k !== 2 && a && b ? [b, a, ...rest] : first.art;
  const ownPalette = defaultPalettes.indexOf(first.palette.name as PaletteName);
  const palette =
    // A colour, a mood or a time of day chose the palette: all four keep it.
    reading.palette || reading.time || ownPalette < 0
      ? look.palette
      : palettes[defaultPalettes[(ownPalette + k * 2) % defaultPalettes.length]!];
  return {
    ...look,
    frame,
    art,
    palette,
    rings: styled ? look.rings : frame === 'none' ? 'sticker' : 'outline',
    decor: styled ? look.decor : frame === 'none' ? 'sparkles' : 'none',
  };
}
