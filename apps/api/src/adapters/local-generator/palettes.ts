/**
 * Named colour moods. Each prompt word below selects one; prompts without a colour word get one
 * picked from the seed so that plain prompts still vary.
 */
export type Palette = {
  name: string;
  /** Sky gradient, top to horizon. */
  sky: [string, string, string];
  /** Sun or moon gradient, top to bottom. */
  sun: [string, string];
  /** Far silhouettes (mountains, skyline). */
  far: string;
  /** Near silhouettes (trees, waves, palms). */
  near: string;
  /** Darkest colour: outlines and text on light shapes. */
  ink: string;
  /** Lightest colour: text and highlights on dark shapes. */
  paper: string;
  accent: string;
  accent2: string;
};

const p = (name: string, c: string[]): Palette => {
  const [s1, s2, s3, u1, u2, far, near, ink, paper, accent, accent2] = c as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  return { name, sky: [s1, s2, s3], sun: [u1, u2], far, near, ink, paper, accent, accent2 };
};

// prettier-ignore
export const palettes = {
  sunset: p('sunset', ['#2b1055', '#d53a5b', '#ff9e5e', '#ffe08a', '#ff6f59', '#7a2e5e', '#2b1640', '#1c0f2b', '#fff1d6', '#ffb347', '#ff5e7e']),
  ocean: p('ocean', ['#0b3d59', '#1c7c9c', '#8fd3e0', '#fff6d5', '#ffd27a', '#15607a', '#0a2f45', '#06202f', '#effaf8', '#2ec4b6', '#ffcf56']),
  neon: p('neon', ['#0d0221', '#2d0a4e', '#a4106e', '#fdf500', '#ff2a6d', '#3a0f6b', '#14022e', '#0d0221', '#d1f7ff', '#05d9e8', '#ff2a6d']),
  forest: p('forest', ['#1e3b2f', '#4f7942', '#c9d8a6', '#f6e7b0', '#e9b44c', '#3b5f41', '#1b2f23', '#112018', '#f3efdc', '#e9b44c', '#a3c76b']),
  desert: p('desert', ['#f4a259', '#f8d49b', '#fff1cf', '#ffefc2', '#e76f51', '#bc6c25', '#6b3e26', '#3b2416', '#fdf3e1', '#e76f51', '#2a9d8f']),
  arctic: p('arctic', ['#1b2a49', '#465881', '#c9e4ff', '#ffffff', '#bde0fe', '#7fa7d1', '#24406b', '#0f1b33', '#f4f9ff', '#a2d2ff', '#ffafcc']),
  fire: p('fire', ['#1a0000', '#8b0000', '#ff4500', '#fff3b0', '#ff7b00', '#5c0a0a', '#200000', '#140000', '#ffe8cc', '#ffb700', '#ff3c00']),
  space: p('space', ['#050a24', '#2a1b5c', '#6b3fa0', '#ffe9a8', '#f7a1c4', '#3b2a78', '#0b0f2e', '#05061a', '#eef0ff', '#8be9fd', '#ff79c6']),
  retro: p('retro', ['#264653', '#e76f51', '#f4a261', '#fff3c4', '#e9c46a', '#2a9d8f', '#264653', '#1d3540', '#f8ecd1', '#e9c46a', '#e76f51']),
  pastel: p('pastel', ['#a0c4ff', '#cdb4db', '#ffc8dd', '#fff1a8', '#ffafcc', '#9d8fd0', '#6c5b9e', '#3f3566', '#fffaf0', '#ff8fb8', '#7cc6fe']),
  gold: p('gold', ['#0f0f0f', '#2b2418', '#5c4a1e', '#fff2b2', '#d4a017', '#8a6d1f', '#1a1510', '#0c0a07', '#f7e7b4', '#d4af37', '#f5d76e']),
  noir: p('noir', ['#111111', '#444444', '#bbbbbb', '#ffffff', '#dddddd', '#666666', '#1a1a1a', '#0a0a0a', '#f5f5f5', '#e63946', '#ffffff']),
  autumn: p('autumn', ['#5f0f40', '#9a031e', '#fb8b24', '#ffe3a3', '#e36414', '#7a3e1d', '#3a1d0d', '#240f05', '#fbecd3', '#fb8b24', '#0f4c5c']),
  tropical: p('tropical', ['#ff5d8f', '#ffa36c', '#ffe07a', '#fff8c9', '#ff7b54', '#00a896', '#05668d', '#023047', '#fffbea', '#02c39a', '#ff5d8f']),
  spring: p('spring', ['#7fb7a4', '#b8e0d2', '#eac4d5', '#fff5b8', '#f7a072', '#6f9f80', '#3f6b4b', '#2f4b36', '#fffdf5', '#f08080', '#ffd166']),
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof palettes;

/** Palettes a prompt without colour words may get. */
export const defaultPalettes: PaletteName[] = [
  'sunset',
  'ocean',
  'retro',
  'neon',
  'forest',
  'tropical',
  'pastel',
  'space',
  'autumn',
];
