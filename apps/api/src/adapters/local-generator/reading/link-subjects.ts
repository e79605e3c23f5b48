import { isLandmark } from '../vocabulary/drawn-art';
import { belongsInSky, canBeHeld, isContainer, isRideable, wornOn } from '../vocabulary/wearables';
import type { Mention } from './find-subjects';
import { matchPhrases } from './phrases';
import { relationWords, type Role } from './relations';
import type { Token } from './words';

/** `from` is placed relative to `to` (both indexes into the mentions), in the given role. */
export type Link = { from: number; to: number; role: Role };

// "a cat astronaut": a role noun right after a creature dresses it rather than standing beside it.
// prettier-ignore
export const costumes: Record<string, string> = {
  astronaut: 'astronaut helmet', pirate: 'pirate hat', king: 'crown', queen: 'crown', prince: 'crown', princess: 'crown',
  wizard: 'pointy hat', witch: 'pointy hat', mage: 'pointy hat', chef: 'chef toque', cook: 'chef toque',
  cowboy: 'cowboy hat', cowgirl: 'cowboy hat', santa: 'santa claus', graduate: 'graduation cap', student: 'graduation cap',
  detective: 'detective hat', 'secret agent': 'sunglasses', spy: 'sunglasses', ninja: 'ninja mask', superhero: 'superhero',
  viking: 'viking helmet', sheriff: 'cowboy hat', mexican: 'sombrero', mariachi: 'sombrero',
  firefighter: 'rescue worker helmet', soldier: 'military helmet', captain: 'billed cap', rockstar: 'guitar',
  dj: 'headphone', gamer: 'headphone',
};

/** Which mention is the hero and how every other one attaches to it, from the words between them. */
export function linkSubjects(tokens: Token[], mentions: Mention[], used: Set<number>) {
  const links: Link[] = [];
  let hero = 0;
  for (let k = 1; k < mentions.length; k++) {
    const prev = mentions[k - 1]!;
    const current = mentions[k]!;
    const between = tokens.slice(prev.end, current.start);
    const relation = matchPhrases(between, relationWords, used).at(-1)?.value;
    const previousLink = links.find((l) => l.from === k - 1);
    // "holding a fish and a coffee": a list continues the role of its first item.
    let role: Role =
      relation === 'beside' && between.length <= 2 && previousLink && previousLink.role !== 'beside'
        ? previousLink.role
        : (relation ?? current.role ?? 'beside');
    role = adjust(role, current.subject, relation);
    if (onTop(tokens, current.end, used) || (role === 'held' && isTopping(current.subject, prev.subject)))
      role = 'carried';
    // "sunglasses on a cat": the first thing named is worn by the second, which is the hero.
    if (k === 1 && role === 'mount' && wornOn(prev.subject)) {
      hero = 1;
      links.push({ from: 0, to: 1, role: 'worn' });
      continue;
    }
    const actor =
      role === 'worn' || role === 'held' || role === 'carried'
        ? actorBefore(links, k, hero)
        : role === 'mount'
          ? mountOwner(links, k, hero)
          : hero;
    links.push({ from: k, to: actor, role });
  }
  return { hero: mentions.length ? hero : undefined, links };
}

// 'a turtle carrying a house on its back', 'a dog with a hat on top': the words after the thing.
const onTopPhrases = [
  'on its back',
  'on his back',
  'on her back',
  'on their back',
  'on their backs',
  'on top',
];

function onTop(tokens: Token[], end: number, used: Set<number>): boolean {
  const after = tokens.slice(end, end + 4);
  const text = after.map((t) => t.word).join(' ');
  const phrase = onTopPhrases.find((p) => text === p || text.startsWith(`${p} `));
  if (!phrase) return false;
  for (const t of after.slice(0, phrase.split(' ').length)) used.add(t.index);
  return true;
}

// A candle or a cherry 'with' a cake goes on top of it, not in a hand.
const toppings = new Set([
  'candle',
  'cherries',
  'cherry',
  'strawberry',
  'triangular flag',
  'sparkles',
  'birthday candle',
]);
const cakes = new Set([
  'birthday cake',
  'cupcake',
  'shortcake',
  'pie',
  'doughnut',
  'pancakes',
  'ice cream',
  'soft ice cream',
]);
const isTopping = (subject: string, owner: string) => toppings.has(subject) && cakes.has(owner);

/** 'riding a horse on mars': what is ridden stands on the last thing ridden, not beside it. */
function mountOwner(links: Link[], k: number, hero: number): number {
  for (let j = k - 1; j >= 0; j--) {
    const link = links.find((l) => l.from === j);
    if (link?.role === 'mount') return j;
    if (!link) return j === hero ? hero : j;
  }
  return hero;
}

function adjust(role: Role, subject: string, relation: Role | undefined): Role {
  // 'a cat in Tallinn': the town stands behind and below the subject, as its place.
  if (isLandmark(subject)) return 'below';
  if ((role === 'held' || role === 'container' || role === 'beside') && wornOn(subject) && relation)
    return 'worn';
  if (role === 'held' && isRideable(subject) && !canBeHeld(subject)) return 'mount';
  if (role === 'held' && !canBeHeld(subject)) return belongsInSky(subject) ? 'above' : 'beside';
  if (role === 'container' && !isContainer(subject)) return isRideable(subject) ? 'mount' : 'beside';
  if ((role === 'beside' || role === 'mount') && belongsInSky(subject) && !isRideable(subject))
    return 'above';
  if (role === 'worn' && !wornOn(subject)) return 'held';
  return role;
}

// A held or worn thing belongs to the last creature named before it, not to another held thing.
function actorBefore(links: Link[], k: number, hero: number): number {
  for (let j = k - 1; j >= 0; j--) {
    const link = links.find((l) => l.from === j);
    if (!link || link.role === 'beside') return j;
  }
  return hero;
}
