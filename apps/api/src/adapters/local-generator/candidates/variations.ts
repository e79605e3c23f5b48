import { companionOf } from '../composition/arrangement';
import type { PromptReading } from '../reading/read-prompt';
import type { Random } from '../seeded-random';
import type { StyleFamily } from '../styles/families';

/**
 * How the subjects are arranged: as the prompt tells it; led by the requested words (lettering-led,
 * the picture their accent); led by the subject beside the hero; in
 * close-up, cropped by a window; peeking up from a window's lower edge, or in from its side;
 * large, breaking out of the top of a window; small in the wide
 * setting the prompt asked for; or turned at an angle (the last resort: it changes least).
 */
export type Layout =
  'as-told' | 'words' | 'lead' | 'close-up' | 'peek' | 'side' | 'breakout' | 'wide' | 'tilted';

/** What tells one candidate of a GENERATE from the others, before its palette. */
export type Variation = {
  /** The style family, where the prompt named no style (a named style is kept by all four). */
  family: StyleFamily | undefined;
  layout: Layout;
  /** Seen from the other side. */
  mirrored: boolean;
};

/** Families a design whose prompt names no style may take besides the shop's own first look. */
const FAMILIES: StyleFamily[] = [
  'sticker',
  'emblem',
  'vintage-badge',
  'linocut',
  'line',
  'stencil',
  'neon',
  'pixel',
];

/** Variations tried after the first four when a candidate comes too close to an earlier one. */
const MORE = 8;

/**
 * The variations a GENERATE's candidates take, in order: candidate k takes the k-th, or the next
 * one not taken when its own came out too like an earlier candidate. The first four differ in
 * family (where the prompt left the style open) and in arrangement.
 */
export function variationsFor(reading: PromptReading, random: Random): Variation[] {
  const scenic = reading.setting !== undefined || reading.time !== undefined;
  const families = reading.styles.size > 0 ? [undefined] : familiesFor(reading, scenic, random);
  // The words lead the second candidate where the prompt has words; then the layouts it allows.
  const order: Layout[] = [
    // A setting needs its window, which lettering-led words leave no room for.
    ...(reading.text && !scenic ? (['words'] as const) : []),
    ...shuffle(layoutsFor(reading, scenic), random),
    'tilted',
  ];
  const arrangements: Omit<Variation, 'family'>[] = [
    { layout: 'as-told', mirrored: false },
    ...order.map((layout, i) => ({ layout, mirrored: i % 2 === 0 })),
  ];
  if (arrangements.length < 4) arrangements.push({ layout: 'as-told', mirrored: true });
  arrangements.push(...order.map((layout, i) => ({ layout, mirrored: i % 2 === 1 })));
  if (!arrangements.some((a) => a.layout === 'as-told' && a.mirrored))
    arrangements.push({ layout: 'as-told', mirrored: true });
  const out: Variation[] = [];
  const seen = new Set<string>();
  for (let i = 0; out.length < 4 + MORE && i < 4 * (4 + MORE); i++) {
    const family = families[i % families.length];
    // Once every family had its turn, each takes the next arrangement along.
    const shift = families.length > 1 ? Math.floor(i / families.length) : 0;
    const arrangement = arrangements[(i + shift) % arrangements.length]!;
    const v = { family, ...arrangement };
    const id = `${v.family}/${v.layout}/${v.mirrored}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(v);
  }
  return out;
}

/**
 * The families in the seed's order, the shop's own look (an emblem round a scene, else a sticker)
 * among them: each GENERATE of one prompt leads with another, so asking again offers new designs.
 */
function familiesFor(reading: PromptReading, scenic: boolean, random: Random): StyleFamily[] {
  const house: StyleFamily = scenic ? 'emblem' : 'sticker';
  // A sticker of a scene would be drawn in a window, as an emblem; a neon board has no window
  // for the setting.
  return shuffle(
    [house, ...FAMILIES.filter((f) => f !== house && !(scenic && (f === 'sticker' || f === 'neon')))],
    random,
  );
}

function layoutsFor(reading: PromptReading, scenic: boolean): Layout[] {
  const layouts: Layout[] = [];
  if (companionOf(reading.hero, reading.links) !== undefined) layouts.push('lead');
  // A close-up or a peek crops the group's lower part: only where nothing stands, sits or is
  // held there.
  const crowd = reading.mentions.some((m) => (m.count ?? 1) > 1);
  if (!crowd && reading.links.every((l) => l.role === 'worn' || l.role === 'carried'))
    layouts.push('close-up', 'peek');
  // Leaning in from the side crops it too: only a subject on its own.
  if (!crowd && reading.links.length === 0) layouts.push('side');
  layouts.push('breakout');
  // An empty window round a small subject is no picture: wide only where there is a setting.
  if (scenic) layouts.push('wide');
  return layouts;
}

function shuffle<T>(items: T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
