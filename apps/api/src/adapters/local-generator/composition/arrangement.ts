import type { Link } from '../reading/link-subjects';
import { boundsOf, unionOf, type Box, type Figure } from './figure';

/** The group seen from its other side: every figure mirrored about the vertical line at `axis`. */
export function mirrored(figures: Figure[], axis: number): Figure[] {
  return figures.map((f) => ({
    ...f,
    flip: !f.flip,
    tx: 2 * axis - f.tx - (f.anchors.left + f.anchors.right) * f.art.box.w * f.scale,
  }));
}

/**
 * A close-up: the group enlarged so its upper part fills `window` and the rest runs out of it
 * (the caller crops it to the window), the point 40 % down the group at the window's middle.
 */
export function closeUp(figures: Figure[], window: Box): Figure[] {
  const group = unionOf(figures.map(boundsOf));
  const k = Math.min((window.w * 1.02) / group.w, (window.h * 1.3) / group.h);
  const [px, py] = [group.x + group.w / 2, group.y + group.h * 0.4];
  const [qx, qy] = [window.x + window.w / 2, window.y + window.h * 0.5];
  return figures.map((f) => ({
    ...f,
    scale: f.scale * k,
    tx: qx + (f.tx - px) * k,
    ty: qy + (f.ty - py) * k,
  }));
}

/**
 * Peeking: the group large, rising from the window's lower edge so its hero shows the upper 60 %
 * of itself (a face looking over a ledge, its hat and all on top), or, `fromSide`, leaning in
 * from the window's left edge. The caller crops it to the window.
 */
export function peeking(figures: Figure[], window: Box, fromSide = false): Figure[] {
  const group = unionOf(figures.map(boundsOf));
  const hero = boundsOf(figures.find((f) => f.role === 'hero') ?? figures[0]!);
  const shown = hero.y + hero.h * 0.6 - group.y;
  const k = fromSide
    ? Math.min((window.w * 0.95) / group.w, (window.h * 0.9) / group.h)
    : Math.min((window.w * 0.95) / group.w, (window.h * 0.9) / shown);
  const [px, py] = fromSide
    ? [group.x + group.w, group.y + group.h / 2]
    : [group.x + group.w / 2, hero.y + hero.h * 0.6];
  const [qx, qy] = fromSide
    ? [window.x + window.w * 0.68, window.y + window.h * 0.52]
    : [window.x + window.w / 2, window.y + window.h * 0.97];
  return figures.map((f) => ({
    ...f,
    scale: f.scale * k,
    tx: qx + (f.tx - px) * k,
    ty: qy + (f.ty - py) * k,
  }));
}

/**
 * A wide view of a scene: the stage shrunk to its lower middle, so the figures stand small in the
 * setting the prompt asked for rather than filling the window.
 */
export const wideStage = (stage: Box): Box => ({
  x: stage.x + stage.w * 0.19,
  y: stage.y + stage.h * 0.38,
  w: stage.w * 0.62,
  h: stage.h * 0.62,
});

/**
 * Breaking out: the stage grown upwards past the window's top, so the figures stand large in
 * front of the frame with their heads over its edge, the classic tee look.
 */
export const breakoutStage = (stage: Box, window: Box): Box => {
  const top = Math.min(stage.y, window.y - window.h * 0.12);
  const w = Math.min(window.w * 1.15, stage.w * 1.3);
  return { x: stage.x + stage.w / 2 - w / 2, y: top, w, h: stage.y + stage.h - top };
};

/**
 * Another subject leads: `lead`, next to the hero in the prompt, takes the hero's place and the
 * hero stands beside it; what belonged to the old hero stays with it.
 */
export function ledBy(lead: number, hero: number, links: Link[]): { hero: number; links: Link[] } {
  const swapped: Link = { from: hero, to: lead, role: 'beside' };
  const rest = links.filter((l) => !(l.from === lead && l.to === hero));
  // Dependants are placed after what they depend on: the old hero is placed first.
  return { hero: lead, links: [swapped, ...rest] };
}

/** The subject that could lead instead of the hero: the first one standing beside it. */
export const companionOf = (hero: number | undefined, links: Link[]): number | undefined =>
  links.find((l) => l.to === hero && l.role === 'beside')?.from;

/** The box round `b` once turned by `degrees` about `centre`. */
export function turned(b: Box, degrees: number, centre: { x: number; y: number }): Box {
  const a = (degrees * Math.PI) / 180;
  const corners = [
    [b.x, b.y],
    [b.x + b.w, b.y],
    [b.x, b.y + b.h],
    [b.x + b.w, b.y + b.h],
  ].map(([x, y]) => ({
    x: centre.x + (x! - centre.x) * Math.cos(a) - (y! - centre.y) * Math.sin(a),
    y: centre.y + (x! - centre.x) * Math.sin(a) + (y! - centre.y) * Math.cos(a),
  }));
  const xs = corners.map((c) => c.x);
  const ys = corners.map((c) => c.y);
  return {
    x: Math.min(...xs),
    y: Math.min(...ys),
    w: Math.max(...xs) - Math.min(...xs),
    h: Math.max(...ys) - Math.min(...ys),
  };
}
