import type { Mention } from '../reading/find-subjects';
import type { Link } from '../reading/link-subjects';
import type { Random } from '../seeded-random';
import type { IconArt } from '../vocabulary/icon-art';
import { canBeHeld, wornOn } from '../vocabulary/wearables';
import { boundsOf, canvasX, canvasY, placeFigure, type Figure } from './figure';

/** The hero's drawn size while composing; the group is fitted to its frame afterwards. */
const H = 300;

export type Cast = { mention: Mention; art: IconArt }[];

/**
 * Places the hero in the middle and every other subject by its relation to the one it belongs to:
 * worn on the head, eyes or neck; held at the front; ridden underneath; in the sky above; the
 * ground below; a container in front of the lower half; companions beside. Plurals bring a crowd.
 */
export function compose(
  cast: (Cast[number] | undefined)[],
  heroIndex: number,
  links: Link[],
  random: Random,
): Figure[] {
  const hero = cast[heroIndex];
  if (!hero) return [];
  const facing = random.chance(0.5);
  const heroFig = placeFigure(
    hero.art,
    { cx: 300, cy: 400, size: H * (hero.mention.scale ?? 1) },
    {
      noun: hero.mention.noun,
      flip: random.chance(0.35),
      z: 10,
      role: 'hero',
    },
  );
  const figures: Figure[] = [heroFig];
  const placed = new Map<number, Figure>([[heroIndex, heroFig]]);
  const sideCount = { held: 0, beside: 0, above: 0 };

  // Dependants are placed after what they depend on; the links are in prompt order already.
  for (const link of links) {
    const item = cast[link.from];
    const owner = placed.get(link.to) ?? heroFig;
    if (!item) continue;
    const b = boundsOf(owner);
    const side = (n: number) => ((n % 2 === 0) === facing ? 1 : -1);
    // 'a giant carrot', 'a tiny house': the size the prompt gives, relative to the owner's.
    const relative = (item.mention.scale ?? 1) / (cast[link.to]?.mention.scale ?? 1);
    const put = (cx: number, cy: number, size: number, z: number, flip = false) => {
      const f = placeFigure(
        item.art,
        { cx, cy, size: link.role === 'worn' ? size : size * relative },
        { noun: item.mention.noun, flip, z, role: link.role },
      );
      figures.push(f);
      placed.set(link.from, f);
      return f;
    };
    switch (link.role) {
      case 'worn': {
        const headX = canvasX(owner, owner.anchors.headX);
        const top = canvasY(owner, owner.anchors.top);
        // The top rows of a cactus or a tree include its arms: a hat never spans more than 60 %.
        const headW = Math.min(owner.anchors.headWidth * owner.art.box.w * owner.scale, b.w * 0.6);
        const where = wornOn(item.mention.subject) ?? wornOn(item.art.name.replace(/-/g, ' ')) ?? 'head';
        if (where === 'eyes') put(headX, canvasY(owner, owner.anchors.eyesY), headW * 0.95, owner.z + 2);
        else if (where === 'neck') put(headX, top + headW * 0.95, headW * 0.55, owner.z + 1);
        else if (where === 'ears') put(headX, top + headW * 0.3, headW * 1.2, owner.z + 2);
        else if (where === 'helmet') put(headX, top + headW * 0.5, headW * 1.55, owner.z + 2);
        else if (where === 'body') put(b.x + b.w / 2, b.y + b.h * 0.7, b.w * 0.55, owner.z + 1);
        else {
          const f = put(headX, 0, headW * 1.05, owner.z + 3);
          // Headwear's drawn bottom sits a little into the head, not floating above it.
          const fb = boundsOf(f);
          f.ty += top + headW * 0.22 - (fb.y + fb.h);
        }
        break;
      }
      case 'held': {
        const s = side(sideCount.held++);
        put(b.x + b.w / 2 + s * b.w * 0.42, b.y + b.h * 0.7, H * 0.45, owner.z + 4, s < 0);
        break;
      }
      case 'mount': {
        const f = put(b.x + b.w / 2, 0, Math.max(b.w * 1.15, H * 0.9), owner.z - 1);
        const fb = boundsOf(f);
        f.ty += b.y + b.h * 0.86 - fb.y;
        break;
      }
      case 'carried': {
        // On the owner's back: resting on its top, a little towards its rear.
        const f = put(b.x + b.w / 2, 0, Math.min(b.w * 0.6, H * 0.55), owner.z + 2);
        f.ty += b.y + b.h * 0.28 - (boundsOf(f).y + boundsOf(f).h);
        break;
      }
      case 'above': {
        if (!canBeHeld(item.mention.subject)) {
          // A tree or a rainbow over the subject: large and behind it, on the same ground.
          const f = put(b.x + b.w / 2, 0, H * 1.3, owner.z - 3);
          f.ty += b.y + b.h - (boundsOf(f).y + boundsOf(f).h);
          break;
        }
        const s = -side(sideCount.above++);
        put(b.x + b.w / 2 + s * b.w * 0.42, b.y - H * 0.22, H * 0.42, owner.z - 2);
        break;
      }
      case 'below': {
        const f = put(b.x + b.w / 2, 0, H * 1.35, owner.z - 3);
        f.ty += b.y + b.h * 0.55 - boundsOf(f).y;
        break;
      }
      case 'container': {
        const f = put(b.x + b.w / 2, 0, Math.max(b.w * 0.95, H * 0.7), owner.z + 5);
        f.ty += b.y + b.h * 0.5 - boundsOf(f).y;
        break;
      }
      default: {
        const s = side(++sideCount.beside);
        const f = put(b.x + b.w / 2 + s * b.w * 0.78, 0, H * 0.72, owner.z - 4, s > 0 !== facing);
        f.ty += b.y + b.h - (boundsOf(f).y + boundsOf(f).h);
      }
    }
  }
  return [...figures, ...crowds(cast, placed)].sort((a, b) => a.z - b.z);
}

/** "three wolves": smaller copies behind and to each side of a plural subject, bottoms aligned. */
function crowds(cast: (Cast[number] | undefined)[], placed: Map<number, Figure>): Figure[] {
  const out: Figure[] = [];
  for (const [i, f] of placed) {
    const count = cast[i]?.mention.count ?? 1;
    if (count < 2 || (f.role !== 'hero' && f.role !== 'beside')) continue;
    const b = boundsOf(f);
    // 'four strawberries': as many as asked, alternating sides, the farther ones a bit further out.
    const offsets = count === 2 ? [0.62] : [-0.62, 0.62, -1.1, 1.1, -1.5].slice(0, count - 1);
    for (const o of offsets) {
      const size = Math.max(b.w, b.h) * 0.72;
      const copy = placeFigure(
        f.art,
        { cx: b.x + b.w / 2 + o * b.w, cy: 0, size },
        {
          noun: f.noun,
          flip: o > 0 ? !f.flip : f.flip,
          z: f.z - 6,
          role: 'crowd',
        },
      );
      copy.ty += b.y + b.h - (boundsOf(copy).y + boundsOf(copy).h);
      out.push(copy);
    }
  }
  return out;
}
