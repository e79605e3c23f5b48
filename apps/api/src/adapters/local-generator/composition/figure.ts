import type { Role } from '../reading/relations';
import type { IconArt } from '../vocabulary/icon-art';
import { anchorsOf, type Anchors } from './anchors';

export type Box = { x: number; y: number; w: number; h: number };

/**
 * One drawn icon on the canvas: its art scaled by `scale` with the icon box's corner at (tx, ty),
 * mirrored when `flip`. `z` orders the drawing (low first); `role` says why it is there.
 */
export type Figure = {
  noun: string;
  art: IconArt;
  anchors: Anchors;
  scale: number;
  tx: number;
  ty: number;
  flip: boolean;
  z: number;
  role: Role | 'hero' | 'crowd';
};

/** A figure whose drawing (not its padded box) is `size` across its larger side, centred on (cx, cy). */
export function placeFigure(
  art: IconArt,
  at: { cx: number; cy: number; size: number },
  extra: Pick<Figure, 'noun' | 'flip' | 'z' | 'role'>,
): Figure {
  const anchors = anchorsOf(art);
  const cw = (anchors.right - anchors.left) * art.box.w;
  const ch = (anchors.bottom - anchors.top) * art.box.h;
  const scale = at.size / Math.max(cw, ch, 1e-6);
  const midX = art.box.x + ((anchors.left + anchors.right) / 2) * art.box.w;
  const midY = art.box.y + ((anchors.top + anchors.bottom) / 2) * art.box.h;
  return {
    ...extra,
    art,
    anchors,
    scale,
    tx: at.cx - (midX - art.box.x) * scale,
    ty: at.cy - (midY - art.box.y) * scale,
  };
}

/** Canvas x of a point `fx` (fraction of the icon box's width), mirrored for a flipped figure. */
export function canvasX(f: Figure, fx: number): number {
  const frac = f.flip ? f.anchors.left + f.anchors.right - fx : fx;
  return f.tx + frac * f.art.box.w * f.scale;
}

export const canvasY = (f: Figure, fy: number) => f.ty + fy * f.art.box.h * f.scale;

/** The figure's drawing on the canvas. */
export function boundsOf(f: Figure): Box {
  const x1 = canvasX(f, f.anchors.left);
  const x2 = canvasX(f, f.anchors.right);
  const y = canvasY(f, f.anchors.top);
  return { x: Math.min(x1, x2), y, w: Math.abs(x2 - x1), h: canvasY(f, f.anchors.bottom) - y };
}

export function unionOf(boxes: Box[]): Box {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const r = Math.max(...boxes.map((b) => b.x + b.w));
  const b = Math.max(...boxes.map((bx) => bx.y + bx.h));
  return { x, y, w: r - x, h: b - y };
}

/** Moves and scales figures together so their union fits `stage` (centred, proportions kept). */
export function fitFigures(figures: Figure[], stage: Box, anchorBottom = false): Figure[] {
  if (figures.length === 0) return figures;
  const group = unionOf(figures.map(boundsOf));
  const k = Math.min(stage.w / group.w, stage.h / group.h);
  const dx = stage.x + (stage.w - group.w * k) / 2 - group.x * k;
  const dy = anchorBottom
    ? stage.y + stage.h - group.h * k - group.y * k
    : stage.y + (stage.h - group.h * k) / 2 - group.y * k;
  return figures.map((f) => ({ ...f, scale: f.scale * k, tx: f.tx * k + dx, ty: f.ty * k + dy }));
}
