import type { PaletteName } from '../palettes';

/**
 * Colour words and the palette family each one leads to; `hex` is the colour itself, used for the
 * subject's own tint and accents when the customer names it ('a red fox', 'blue and gold').
 */
export type ColourWord = { palette: PaletteName; hex: string };

// prettier-ignore
export const colourWords: Record<string, ColourWord> = {
  red: { palette: 'fire', hex: '#e63946' }, crimson: { palette: 'fire', hex: '#c1121f' }, scarlet: { palette: 'fire', hex: '#d62828' },
  maroon: { palette: 'autumn', hex: '#800f2f' }, burgundy: { palette: 'autumn', hex: '#800f2f' },
  orange: { palette: 'sunset', hex: '#fb8500' }, coral: { palette: 'tropical', hex: '#ff7f6e' }, peach: { palette: 'pastel', hex: '#ffb38a' },
  yellow: { palette: 'tropical', hex: '#ffd60a' }, mustard: { palette: 'retro', hex: '#e9c46a' },
  gold: { palette: 'gold', hex: '#d4af37' }, golden: { palette: 'gold', hex: '#d4af37' }, silver: { palette: 'arctic', hex: '#c0c7d1' },
  green: { palette: 'forest', hex: '#52b788' }, lime: { palette: 'spring', hex: '#a7c957' }, olive: { palette: 'forest', hex: '#6b8e23' },
  mint: { palette: 'spring', hex: '#98f5c6' }, emerald: { palette: 'forest', hex: '#2d6a4f' }, sage: { palette: 'spring', hex: '#a3b18a' },
  teal: { palette: 'ocean', hex: '#2ec4b6' }, turquoise: { palette: 'ocean', hex: '#40e0d0' }, aqua: { palette: 'ocean', hex: '#48cae4' },
  cyan: { palette: 'neon', hex: '#05d9e8' }, blue: { palette: 'ocean', hex: '#1d70b8' }, navy: { palette: 'ocean', hex: '#14213d' },
  indigo: { palette: 'space', hex: '#3a0ca3' }, purple: { palette: 'space', hex: '#7b2cbf' }, violet: { palette: 'space', hex: '#8338ec' },
  lavender: { palette: 'pastel', hex: '#b8a1e3' }, lilac: { palette: 'pastel', hex: '#c8a2c8' },
  pink: { palette: 'pastel', hex: '#ff8fb8' }, magenta: { palette: 'neon', hex: '#ff2a6d' }, fuchsia: { palette: 'neon', hex: '#ff2a6d' },
  rainbow: { palette: 'tropical', hex: '#ff5d8f' }, pastel: { palette: 'pastel', hex: '#ffafcc' },
  brown: { palette: 'autumn', hex: '#8b5a2b' }, tan: { palette: 'desert', hex: '#d2b48c' }, beige: { palette: 'desert', hex: '#e9d8a6' },
  black: { palette: 'noir', hex: '#1a1a1a' }, white: { palette: 'arctic', hex: '#f5f5f5' }, grey: { palette: 'noir', hex: '#8d99ae' },
  gray: { palette: 'noir', hex: '#8d99ae' }, monochrome: { palette: 'noir', hex: '#1a1a1a' }, 'black and white': { palette: 'noir', hex: '#1a1a1a' },
};

/** Mood words that also choose a palette when no colour is named. */
// prettier-ignore
export const moodPalettes: Record<string, PaletteName> = {
  fire: 'fire', fiery: 'fire', flaming: 'fire', lava: 'fire', hell: 'fire', autumn: 'autumn', fall: 'autumn', halloween: 'autumn',
  harvest: 'autumn', spooky: 'autumn', summer: 'tropical', tropical: 'tropical', beach: 'tropical', spring: 'spring',
  floral: 'spring', winter: 'arctic', ice: 'arctic', icy: 'arctic', frozen: 'arctic', snow: 'arctic', arctic: 'arctic',
  christmas: 'fire', luxury: 'gold', royal: 'gold', space: 'space', galaxy: 'space', cosmic: 'space', night: 'space',
  ocean: 'ocean', sea: 'ocean', underwater: 'ocean', forest: 'forest', jungle: 'forest', desert: 'desert', western: 'desert',
  sunset: 'sunset', dusk: 'sunset', sunrise: 'sunset', synthwave: 'neon', vaporwave: 'neon', neon: 'neon', cyberpunk: 'neon',
  retro: 'retro', vintage: 'retro', kawaii: 'pastel', cute: 'pastel', noir: 'noir', gothic: 'noir', goth: 'noir',
};
