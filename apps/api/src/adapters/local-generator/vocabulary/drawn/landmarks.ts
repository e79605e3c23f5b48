import type { Drawing } from './drawing';
import { arches, block, colonnade, GROUND, hill, roof, tower, windows } from './landmark-parts';

const BOX = { x: 0, y: -6, w: 120, h: 96 };
const ground = (fill = '#5d6b78') => block(0, 120, 5, fill, GROUND - 1);
const sketch = (...parts: string[]): Drawing => ({ box: BOX, body: parts.join('') });

// Limestone, brick and plaster colours; roofs in terracotta, copper green and slate.
const [stone, shade, plaster, brick, terracotta, copper, slate, gold] = [
  '#efe3c8',
  '#c9b48f',
  '#f6efe2',
  '#b5523b',
  '#c8553d',
  '#4f9d8a',
  '#3f4756',
  '#e2b43c',
];

/** Tallinn's old town from the sea: the wall's round towers, Tall Hermann, St Olaf's and the Town Hall spires. */
const tallinn = sketch(
  tower(60, 7, 46, 'needle', stone, copper, 0), // St Olaf's
  tower(60, 9, 34, 'flat', stone, copper, 2),
  tower(32, 6, 40, 'needle', plaster, copper, 0), // Town Hall
  tower(32, 9, 30, 'crenel', stone, stone, 1),
  tower(95, 10, 40, 'crenel', '#d8d0c0', shade, 2), // Tall Hermann
  `<path d="M95 40v-8l6 2.5-6 2.5" fill="#0072ce"/><path d="M95 33h6v1.6h-6z" fill="#000"/><path d="M95 34.6h6v1.5h-6z" fill="#fff"/>`,
  tower(78, 12, 24, 'gable', '#f2d6a2', terracotta),
  tower(45, 11, 22, 'gable', '#f4c6b8', terracotta),
  tower(70, 9, 20, 'step', '#cfe0d4', terracotta),
  tower(20, 11, 20, 'gable', '#f6e7a8', terracotta),
  block(0, 120, 12, shade), // the town wall
  tower(10, 12, 24, 'cone', stone, terracotta, 1),
  tower(50, 10, 22, 'cone', stone, terracotta, 1),
  tower(110, 13, 26, 'cone', stone, terracotta, 1),
  ground(),
);

const vienna = sketch(
  `<circle cx="94" cy="52" r="22" fill="none" stroke="${brick}" stroke-width="2.4"/>`,
  `<path d="M94 52L76 84M94 52l18 32M94 30v44M72 52h44" stroke="${brick}" stroke-width="1.2"/>`,
  tower(44, 12, 44, 'spire', stone, '#8a6d4b', 2),
  block(22, 40, 26, shade),
  roof('gable', 42, GROUND - 26, 40, '#2f7d6d'),
  windows(24, 66, 36, 12, 6, 1),
  ground(),
);

const brussels = sketch(
  `<path d="M60 10L60 78M38 30L82 58M82 30L38 58M38 30L60 44L82 30M38 58L60 44L82 58M60 10L38 30M60 10L82 30" stroke="#8d99a8" stroke-width="2.2" fill="none"/>`,
  ...[
    [60, 10],
    [38, 30],
    [82, 30],
    [60, 44],
    [38, 58],
    [82, 58],
    [60, 78],
  ].map(
    ([x, y]) =>
      `<circle cx="${x}" cy="${y}" r="7" fill="#d8dee6"/><circle cx="${x! - 2}" cy="${y! - 2}" r="2.4" fill="#fff"/>`,
  ),
  block(48, 24, 8, slate),
  ground(),
);

const sofia = sketch(
  block(25, 70, 28, stone),
  arches(27, 64, 66, 16, 6, '#8c7a5e'),
  roof('dome', 60, 58, 30, gold),
  roof('dome', 36, 58, 16, copper),
  roof('dome', 84, 58, 16, copper),
  tower(60, 14, 40, 'dome', stone, gold, 0),
  tower(96, 8, 38, 'dome', stone, gold, 1),
  ground(),
);

const zagreb = sketch(
  tower(38, 10, 60, 'spire', stone, '#9aa3ad', 3),
  tower(56, 10, 60, 'spire', stone, '#9aa3ad', 3),
  block(30, 34, 24, stone),
  tower(88, 30, 24, 'gable', plaster, '#c64343', 3),
  `<path d="M74 58l14-15 14 15z" fill="#2f5aa8"/><path d="M80 56l8-8 8 8z" fill="#fff"/>`,
  ground(),
);

const nicosia = sketch(
  tower(30, 5, 58, 'needle', stone, stone, 0),
  tower(90, 5, 58, 'needle', stone, stone, 0),
  block(38, 44, 34, stone),
  roof('gable', 60, GROUND - 34, 44, shade),
  arches(40, 60, 40, 20, 4, '#8c7a5e'),
  block(0, 120, 8, '#d8b77a'),
  ground(),
);

const prague = sketch(
  tower(34, 9, 46, 'spire', '#6b6157', '#3a3f48', 2),
  tower(50, 9, 46, 'spire', '#6b6157', '#3a3f48', 2),
  block(28, 28, 24, '#7a6f63'),
  tower(88, 14, 30, 'spire', '#6b6157', '#3a3f48', 2),
  block(0, 120, 12, '#b39b7b', GROUND - 14),
  arches(0, GROUND - 8, 120, 10, 6, '#4f7fa6'),
  ground('#4f7fa6'),
);

const copenhagen = sketch(
  ...[
    ['#e94f37', 10],
    ['#f6c445', 26],
    ['#3c8dbc', 42],
    ['#f19b4a', 58],
    ['#7bb661', 74],
    ['#e45f87', 90],
    ['#f3e3b5', 106],
  ].map(([c, x]) => tower(x as number, 15, 34 + ((x as number) % 3) * 4, 'gable', c as string, '#7a2e1f', 2)),
  block(0, 120, 10, '#3b6e9c'),
  `<path d="M30 74h22l-3 6H33z" fill="#fff"/><path d="M41 74V60l8 12z" fill="#f3f3f3"/>`,
  ground('#3b6e9c'),
);

const helsinki = sketch(
  block(34, 52, 30, plaster),
  colonnade(46, 28, 24, 6, plaster, '#dcd5c5'),
  tower(60, 18, 44, 'dome', plaster, copper, 2),
  tower(38, 7, 36, 'dome', plaster, copper, 0),
  tower(82, 7, 36, 'dome', plaster, copper, 0),
  block(20, 80, 6, '#d9d2c4'),
  ground(),
);

const paris = sketch(
  `<path d="M60 4l3 26 10 30 13 26H72c-3-12-7-16-12-16s-9 4-12 16H34l13-26 10-30z" fill="#8a6a4f"/>`,
  `<path d="M50 58h20M54 30h12" stroke="#6b503b" stroke-width="3"/><path d="M59 0h2v6h-2z" fill="#8a6a4f"/>`,
  ground('#6c8f5a'),
);

const berlin = sketch(
  tower(98, 3, 70, 'needle', '#b9c2cc', '#b9c2cc', 0),
  `<circle cx="98" cy="34" r="7" fill="#b9c2cc"/>`,
  colonnade(18, 64, 38, 6, stone, shade, false),
  block(16, 68, 8, stone, GROUND - 46),
  `<path d="M42 40h16l-2-8h-12z" fill="#4a7f6e"/><path d="M46 32l4-6 4 6z" fill="#4a7f6e"/>`,
  ground(),
);

const athens = sketch(
  hill(60, 140, 16, '#b8a27a'),
  colonnade(22, 76, 28, 8, stone, shade),
  ground('#9c8a64'),
);

const budapest = sketch(
  block(8, 104, 24, '#efe6d6'),
  arches(10, 64, 100, 16, 10, '#b7a98f'),
  tower(60, 20, 40, 'dome', '#efe6d6', '#b13d32', 2),
  tower(60, 4, 52, 'needle', '#efe6d6', '#b13d32', 0),
  ...[14, 30, 90, 106].map((x) => tower(x, 5, 34, 'needle', '#efe6d6', '#efe6d6', 0)),
  block(0, 120, 8, '#4f7fa6'),
  ground('#4f7fa6'),
);

const dublin = sketch(
  tower(84, 3, 60, 'needle', '#c5cdd5', '#c5cdd5', 0),
  `<path d="M8 70Q60 40 112 70" fill="none" stroke="#f4f6f8" stroke-width="4"/><path d="M8 70Q60 40 112 70" fill="none" stroke="#59636e" stroke-width="1.4"/>`,
  ...[24, 40, 56, 72, 88].map((x) => block(x, 2, 16, '#59636e', 58 + Math.abs(60 - x) * 0.3)),
  block(0, 120, 12, '#3e6c8f'),
  ground('#3e6c8f'),
);

const rome = sketch(
  `<path d="M10 86V34c20-8 80-8 100 0v52z" fill="#d9b77e"/><path d="M10 34c20-8 80-8 100 0v10c-20-8-80-8-100 0z" fill="#c49a5b"/>`,
  arches(12, 46, 96, 12, 9, '#7a5a34'),
  arches(12, 60, 96, 12, 9, '#7a5a34'),
  arches(12, 74, 96, 12, 9, '#7a5a34'),
  ground('#9c8a64'),
);

const riga = sketch(
  tower(60, 12, 58, 'flat', '#9a4433', '#2f6f5f', 2),
  tower(60, 10, 10, 'onion', '#2f6f5f', copper, 0),
  roof('needle', 60, GROUND - 68, 8, copper),
  roof('dome', 60, GROUND - 58, 14, copper),
  tower(28, 20, 34, 'step', '#c0392b', '#a5281d', 3),
  tower(92, 18, 30, 'gable', '#f2e0b8', '#6b7a53', 3),
  ground(),
);

const vilnius = sketch(
  hill(46, 110, 22, '#6f9a57'),
  tower(46, 14, 44, 'flat', brick, brick, 2),
  roof('crenel', 46, GROUND - 44, 14, brick),
  `<path d="M46 42V26" stroke="#444" stroke-width="1.2"/><path d="M46 26h10v2.6H46z" fill="#fdb913"/><path d="M46 28.6h10v2.6H46z" fill="#006a44"/><path d="M46 31.2h10v2.6H46z" fill="#c1272d"/>`,
  tower(96, 10, 50, 'pyramid', plaster, '#6b6b6b', 3),
  ground('#6f9a57'),
);

const luxembourg = sketch(
  block(0, 120, 30, '#a58a62', GROUND - 30),
  arches(6, GROUND - 34, 108, 34, 2, '#6d9ad0'),
  block(0, 120, 6, '#8b7250', GROUND - 36),
  tower(20, 14, 62, 'pyramid', stone, slate, 2),
  tower(98, 14, 62, 'spire', stone, slate, 2),
  ground('#5b7a4a'),
);

const valletta = sketch(
  block(0, 120, 26, '#e2c88f'),
  tower(60, 26, 44, 'dome', '#e2c88f', '#8a8f99', 2),
  tower(60, 3, 64, 'needle', '#8a8f99', '#8a8f99', 0),
  tower(34, 8, 40, 'pyramid', '#e2c88f', '#8a8f99', 1),
  tower(86, 8, 40, 'pyramid', '#e2c88f', '#8a8f99', 1),
  windows(4, 66, 112, 14, 12, 1, '#a8884e'),
  block(0, 120, 6, '#2f7fb5'),
  `<path d="M10 80h24l-4 6H14z" fill="#e94f37"/><path d="M14 80h16v-2H14z" fill="#f6c445"/>`,
  ground('#2f7fb5'),
);

const warsaw = sketch(
  tower(84, 28, 30, 'flat', '#d7d0c4', '#d7d0c4', 3),
  tower(84, 18, 52, 'flat', '#d7d0c4', '#d7d0c4', 2),
  tower(84, 10, 66, 'needle', '#d7d0c4', '#d7d0c4', 1),
  ...[
    ['#e9b949', 12],
    ['#d96459', 26],
    ['#6fa8c6', 40],
    ['#f0d9a1', 54],
  ].map(([c, x]) => tower(x as number, 13, 30, 'gable', c as string, terracotta, 2)),
  ground(),
);

const lisbon = sketch(
  tower(60, 24, 52, 'crenel', plaster, plaster, 3),
  tower(60, 14, 20, 'crenel', plaster, plaster, 1),
  tower(46, 6, 40, 'dome', plaster, plaster, 0),
  tower(74, 6, 40, 'dome', plaster, plaster, 0),
  block(36, 48, 18, '#ece5d6'),
  arches(38, 70, 44, 14, 4, '#8c7a5e'),
  block(0, 120, 8, '#3d86b8'),
  ground('#3d86b8'),
);

const bucharest = sketch(
  block(30, 60, 50, stone, GROUND - 56),
  block(22, 76, 6, shade, GROUND - 62),
  `<path d="M50 86V62a10 10 0 0 1 20 0v24z" fill="#8c7a5e"/>`,
  windows(32, 34, 56, 20, 6, 2, '#8c7a5e'),
  block(0, 120, 6, '#6f9a57'),
  ground('#6f9a57'),
);

const bratislava = sketch(
  hill(60, 130, 18, '#6f9a57'),
  block(30, 60, 34, plaster, GROUND - 42),
  windows(32, 48, 56, 22, 7, 2),
  ...[30, 90].flatMap((x) => [tower(x, 10, 50, 'pyramid', plaster, terracotta, 0)]),
  roof('gable', 60, GROUND - 42, 58, terracotta),
  ground('#6f9a57'),
);

const ljubljana = sketch(
  hill(80, 100, 26, '#6f9a57'),
  tower(80, 12, 60, 'crenel', '#d9cfbf', '#d9cfbf', 2),
  `<path d="M80 26v-10h8v3z" fill="#2b5fa8"/>`,
  tower(34, 24, 40, 'gable', '#e59a8a', '#b5523b', 3),
  tower(34, 8, 52, 'flat', '#e59a8a', '#b5523b', 1),
  block(0, 120, 8, '#4b8a7a'),
  arches(4, 78, 60, 8, 3, '#2f6b5c'),
  `<path d="M6 72c4-6 10-6 12-2 2-4 6-4 6 0l-2 6H8z" fill="#5b8b3a"/>`,
  ground('#4b8a7a'),
);

const madrid = sketch(
  block(14, 92, 38, '#e6d3b1'),
  arches(16, 56, 88, 30, 5, '#6d5a42'),
  block(10, 100, 6, '#c9ae84', GROUND - 44),
  `<path d="M44 42h32l-4-10H48z" fill="#c9ae84"/>`,
  `<circle cx="60" cy="28" r="5" fill="${gold}"/>`,
  ground(),
);

const stockholm = sketch(
  tower(80, 14, 62, 'flat', brick, brick, 3),
  roof('needle', 80, GROUND - 62, 6, copper),
  `<path d="M74 19l2-3 2 3zM78 19l2-3 2 3zM82 19l2-3 2 3z" fill="${gold}"/>`,
  block(52, 56, 24, brick),
  windows(54, 66, 52, 12, 8, 1),
  ...[
    ['#e8a33d', 10],
    ['#d25b3c', 22],
    ['#f2dca2', 34],
  ].map(([c, x]) => tower(x as number, 12, 34, 'step', c as string, c as string, 2)),
  block(0, 120, 8, '#35709c'),
  ground('#35709c'),
);

/**
 * A landmark drawing for each capital the shop ships to, named for what it shows, with the other
 * words that name it: the city's name, its old town and skyline say the same.
 */
// prettier-ignore
export const landmarks: { name: string; drawing: Drawing; words: string[] }[] = [
  { name: 'tallinn old town', drawing: tallinn, words: ['tallinn', 'toompea', 'tall hermann'] },
  { name: 'vienna st stephens and giant wheel', drawing: vienna, words: ['vienna', 'wien', 'st stephens cathedral'] },
  { name: 'brussels atomium', drawing: brussels, words: ['brussels', 'atomium'] },
  { name: 'sofia alexander nevsky cathedral', drawing: sofia, words: ['sofia'] },
  { name: 'zagreb cathedral and st marks', drawing: zagreb, words: ['zagreb'] },
  { name: 'nicosia selimiye mosque', drawing: nicosia, words: ['nicosia'] },
  { name: 'prague tyn church and charles bridge', drawing: prague, words: ['prague', 'charles bridge', 'praha'] },
  { name: 'copenhagen nyhavn', drawing: copenhagen, words: ['copenhagen', 'nyhavn'] },
  { name: 'helsinki cathedral', drawing: helsinki, words: ['helsinki'] },
  { name: 'paris eiffel tower', drawing: paris, words: ['paris', 'eiffel tower', 'the eiffel tower'] },
  { name: 'berlin brandenburg gate and tv tower', drawing: berlin, words: ['berlin', 'brandenburg gate'] },
  { name: 'athens acropolis parthenon', drawing: athens, words: ['athens', 'acropolis', 'parthenon'] },
  { name: 'budapest parliament', drawing: budapest, words: ['budapest'] },
  { name: 'dublin spire and ha penny bridge', drawing: dublin, words: ['dublin'] },
  { name: 'rome colosseum', drawing: rome, words: ['rome', 'colosseum', 'coliseum', 'roma'] },
  { name: 'riga st peters church', drawing: riga, words: ['riga'] },
  { name: 'vilnius gediminas tower', drawing: vilnius, words: ['vilnius', 'gediminas tower'] },
  { name: 'luxembourg adolphe bridge', drawing: luxembourg, words: ['luxembourg city'] },
  { name: 'valletta harbour and dome', drawing: valletta, words: ['valletta'] },
  { name: 'warsaw palace of culture and old town', drawing: warsaw, words: ['warsaw', 'warszawa'] },
  { name: 'lisbon belem tower', drawing: lisbon, words: ['lisbon', 'lisboa', 'belem tower'] },
  { name: 'bucharest palace of parliament', drawing: bucharest, words: ['bucharest'] },
  { name: 'bratislava castle', drawing: bratislava, words: ['bratislava'] },
  { name: 'ljubljana castle and dragon bridge', drawing: ljubljana, words: ['ljubljana', 'dragon bridge'] },
  { name: 'madrid puerta de alcala', drawing: madrid, words: ['madrid'] },
  { name: 'stockholm city hall and gamla stan', drawing: stockholm, words: ['stockholm', 'gamla stan'] },
];
