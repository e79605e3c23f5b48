import { defaultPalettes, paletteWords, palettes, type Palette } from './palettes';
import type { Random } from './seeded-random';

/** What the local generator understood from a prompt: colours, things to draw and words to print. */
export type Theme = {
  palette: Palette;
  motifs: Set<Motif>;
  /** 1-3 words of the prompt to set in type, in the order the customer wrote them. */
  words: string[];
};

export type Motif =
  | 'sun'
  | 'moon'
  | 'stars'
  | 'mountains'
  | 'waves'
  | 'palms'
  | 'city'
  | 'pines'
  | 'flowers'
  | 'lightning'
  | 'hearts'
  | 'planet'
  | 'geometric'
  | 'clouds'
  | 'birds'
  | 'rays'
  | 'crown';

// prettier-ignore
const motifWords: Record<string, Motif[]> = {
  sun: ['sun'], sunny: ['sun'], sunrise: ['sun', 'rays'], sunset: ['sun'], summer: ['sun', 'palms'], dawn: ['sun'],
  sunshine: ['sun', 'rays'], solar: ['sun'], desert: ['sun', 'mountains'], hot: ['sun'],
  moon: ['moon', 'stars'], lunar: ['moon'], night: ['moon', 'stars'], midnight: ['moon', 'stars'], wolf: ['moon', 'pines'],
  star: ['stars'], starry: ['stars'], sparkle: ['stars'], magic: ['stars'], dream: ['stars', 'clouds'], wish: ['stars'],
  galaxy: ['stars', 'planet'], cosmic: ['stars', 'planet'], space: ['stars', 'planet'], universe: ['stars', 'planet'],
  planet: ['planet', 'stars'], saturn: ['planet'], rocket: ['planet', 'stars'], astronaut: ['planet', 'stars'],
  alien: ['planet'], ufo: ['planet'], orbit: ['planet'],
  mountain: ['mountains'], peak: ['mountains'], alps: ['mountains'], hike: ['mountains', 'pines'], hiking: ['mountains', 'pines'],
  adventure: ['mountains', 'sun'], explore: ['mountains'], summit: ['mountains'], climb: ['mountains'], wild: ['mountains', 'pines'],
  wilderness: ['mountains', 'pines'], outdoor: ['mountains', 'pines'], camping: ['pines', 'moon'], camp: ['pines', 'moon'],
  volcano: ['mountains'], snow: ['mountains'], winter: ['mountains', 'pines'],
  wave: ['waves'], ocean: ['waves'], sea: ['waves'], surf: ['waves', 'sun'], surfing: ['waves', 'sun'], tide: ['waves'],
  water: ['waves'], sail: ['waves', 'birds'], lake: ['waves', 'mountains'], river: ['waves', 'pines'],
  beach: ['palms', 'waves', 'sun'], palm: ['palms'], tropical: ['palms', 'sun'], island: ['palms', 'waves'],
  paradise: ['palms', 'sun'], hawaii: ['palms', 'waves'], miami: ['palms', 'sun'], vacation: ['palms', 'sun'],
  city: ['city'], skyline: ['city'], urban: ['city'], street: ['city'], downtown: ['city'], tokyo: ['city', 'sun'],
  york: ['city'], london: ['city'], paris: ['city'], metropolis: ['city'], cyberpunk: ['city', 'geometric'],
  forest: ['pines'], tree: ['pines'], pine: ['pines'], woods: ['pines'], nature: ['pines', 'mountains'], jungle: ['palms'],
  flower: ['flowers'], rose: ['flowers', 'hearts'], bloom: ['flowers'], floral: ['flowers'], garden: ['flowers'],
  blossom: ['flowers'], spring: ['flowers'], daisy: ['flowers'], botanical: ['flowers'], petal: ['flowers'],
  lightning: ['lightning'], thunder: ['lightning', 'clouds'], storm: ['lightning', 'clouds'], electric: ['lightning'],
  energy: ['lightning'], power: ['lightning'], bolt: ['lightning'], rock: ['lightning', 'stars'], punk: ['lightning'],
  rebel: ['lightning'], music: ['lightning', 'stars'], guitar: ['lightning'], fast: ['lightning'],
  love: ['hearts'], heart: ['hearts'], valentine: ['hearts'], romance: ['hearts'], cute: ['hearts', 'stars'], kiss: ['hearts'],
  geometric: ['geometric'], abstract: ['geometric'], minimal: ['geometric'], minimalist: ['geometric'], triangle: ['geometric'],
  hexagon: ['geometric'], shape: ['geometric'], modern: ['geometric'], pattern: ['geometric'], polygon: ['geometric'],
  cube: ['geometric'], synthwave: ['sun', 'geometric'], vaporwave: ['sun', 'geometric'], circle: ['geometric'],
  cloud: ['clouds'], sky: ['clouds', 'birds'], air: ['clouds'], fly: ['birds', 'clouds'],
  bird: ['birds'], freedom: ['birds'], free: ['birds'], eagle: ['birds', 'mountains'], seagull: ['birds', 'waves'], wing: ['birds'],
  crown: ['crown'], king: ['crown'], queen: ['crown'], royal: ['crown'], prince: ['crown'], princess: ['crown'],
  champion: ['crown', 'rays'], boss: ['crown'],
  vintage: ['rays'], retro: ['rays', 'sun'], classic: ['rays'], burst: ['rays'], victory: ['rays'],
};

// Words that describe the request rather than the picture; they never become the printed title.
const stopWords = new Set(
  (
    'a an the and or but with without of on in at to for from by into over under above near my your our their ' +
    'this that these those some any very really just is are be it its i me we you me please make create draw ' +
    'design t-shirt tshirt shirt tee print image picture illustration graphic logo style styled featuring ' +
    'showing show like looks look kind sort type background colors colours color colour cool nice beautiful ' +
    'awesome amazing simple detailed high quality art artwork vector flat'
  ).split(' '),
);

/** Turns "Waves" into "wave" when the singular is a word we know, so plurals pick the same motifs. */
const stem = (word: string) => {
  if (motifWords[word] || paletteWords[word]) return word;
  const singular = word.replace(/(ies)$/, 'y').replace(/(es|s)$/, '');
  if (motifWords[singular] || paletteWords[singular]) return singular;
  if (word.endsWith('s') && (motifWords[word.slice(0, -1)] || paletteWords[word.slice(0, -1)]))
    return word.slice(0, -1);
  return word;
};

export function readPrompt(prompt: string, random: Random, canPrint: (word: string) => boolean): Theme {
  const raw = prompt.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? [];
  const words = raw.map((w) => w.replace(/^['-]+|['-]+$/g, '')).filter(Boolean);
  const stems = words.map(stem);

  const paletteName = stems.map((w) => paletteWords[w]).find(Boolean) ?? random.pick(defaultPalettes);
  const motifs = new Set<Motif>(stems.flatMap((w) => motifWords[w] ?? []));

  const printable: string[] = [];
  for (const word of words) {
    if (stopWords.has(word) || word.length < 3 || /^\d+$/.test(word)) continue;
    const clean = [...word].filter(canPrint).join('');
    if (clean.length >= 3 && !printable.includes(clean)) printable.push(clean.slice(0, 14));
    if (printable.length === 3) break;
  }
  return { palette: palettes[paletteName], motifs, words: printable };
}
