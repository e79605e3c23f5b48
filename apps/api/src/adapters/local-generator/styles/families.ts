import type { FrameKind } from '../composition/frames';
import type { Look } from './look';

/**
 * The kinds of design a customer tells apart at a glance, whatever the palette: what the
 * held-out set counts when it asks whether one look dominates the candidates.
 */
export type StyleFamily =
  | 'sticker'
  | 'emblem'
  | 'vintage-badge'
  | 'linocut'
  | 'lettering'
  | 'screen-print'
  | 'line'
  | 'stencil'
  | 'neon'
  | 'pixel'
  | 'retro-sunset'
  | 'kawaii'
  | 'distressed'
  | 'geometric';

/** The family a look belongs to, from what it draws (paint first: it decides more than the frame). */
export function familyOf(look: Look, frame: FrameKind = look.frame): StyleFamily {
  if (look.wordsLead) return 'lettering';
  if (look.pixel) return 'pixel';
  if (look.paint === 'neon') return 'neon';
  if (look.synthwave) return 'retro-sunset';
  if (look.paint === 'line') return 'line';
  if (look.paint === 'silhouette') return 'stencil';
  if (look.paint === 'pastel') return 'kawaii';
  if (look.paint === 'linocut') return 'linocut';
  if (frame === 'badge') return 'vintage-badge';
  if (frame === 'hexagon' && look.paint === 'posterise') return 'geometric';
  if (look.grunge) return 'distressed';
  if (look.paint === 'posterise') return 'screen-print';
  return frame === 'none' ? 'sticker' : 'emblem';
}
