/**
 * The drawing styles a prompt can ask for. Each changes how subjects are drawn (styles/), and
 * several combine ('retro badge', 'kawaii sticker').
 */
export type Style =
  | 'line'
  | 'minimal'
  | 'retro'
  | 'vintage'
  | 'synthwave'
  | 'neon'
  | 'kawaii'
  | 'grunge'
  | 'geometric'
  | 'badge'
  | 'sticker'
  | 'pixel'
  | 'silhouette'
  | 'linocut'
  | 'lettering';

// prettier-ignore
export const styleWords: Record<string, Style> = {
  'line art': 'line', lineart: 'line', 'line drawing': 'line', 'line work': 'line', linework: 'line', outline: 'line',
  outlined: 'line', 'one line': 'line', 'single line': 'line', 'continuous line': 'line', 'ink drawing': 'line',
  minimalist: 'minimal', minimal: 'minimal', minimalistic: 'minimal', simple: 'minimal', clean: 'minimal',
  retro: 'retro', seventies: 'retro', '70s': 'retro', groovy: 'retro', 'old school': 'retro', oldschool: 'retro',
  vintage: 'vintage', antique: 'vintage', classic: 'vintage', 'old fashioned': 'vintage', americana: 'vintage',
  synthwave: 'synthwave', vaporwave: 'synthwave', retrowave: 'synthwave', outrun: 'synthwave', '80s': 'synthwave',
  eighties: 'synthwave', neon: 'neon', glowing: 'neon', glow: 'neon', cyberpunk: 'neon', 'neon sign': 'neon',
  kawaii: 'kawaii', cute: 'kawaii', chibi: 'kawaii', adorable: 'kawaii', cutesy: 'kawaii',
  grunge: 'grunge', grungy: 'grunge', distressed: 'grunge', worn: 'grunge', weathered: 'grunge', punk: 'grunge',
  geometric: 'geometric', 'low poly': 'geometric', polygon: 'geometric', polygonal: 'geometric', 'sacred geometry': 'geometric',
  badge: 'badge', emblem: 'badge', patch: 'badge', crest: 'badge', insignia: 'badge', logo: 'badge',
  sticker: 'sticker', 'die cut': 'sticker', decal: 'sticker',
  'pixel art': 'pixel', pixel: 'pixel', pixelated: 'pixel', pixels: 'pixel', '8 bit': 'pixel', '8bit': 'pixel',
  '16 bit': 'pixel', 'video game style': 'pixel', arcade: 'pixel',
  silhouette: 'silhouette', silhouettes: 'silhouette', stencil: 'silhouette',
  linocut: 'linocut', 'lino cut': 'linocut', 'lino print': 'linocut', linoprint: 'linocut', 'block print': 'linocut',
  'relief print': 'linocut', woodcut: 'linocut', 'wood cut': 'linocut', woodblock: 'linocut', 'wood block': 'linocut',
  lettering: 'lettering', 'hand lettering': 'lettering', typographic: 'lettering', typography: 'lettering',
  'word art': 'lettering', 'text design': 'lettering',
};
