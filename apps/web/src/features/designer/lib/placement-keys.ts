import type { Placement } from '@prompttee/domain';
import { movePlacement, rotatePlacement, scalePlacement } from './placement-geometry';

/** Steps of the keyboard controls: a 1 % nudge (Shift: 5 %), 5 % bigger (Shift: 20 %), 1° turn (Shift: 15°). */
export const PLACEMENT_STEPS = {
  move: 0.01,
  bigMove: 0.05,
  scale: 1.05,
  bigScale: 1.2,
  rotate: 1,
  bigRotate: 15,
} as const;

/**
 * The placement a key press asks for, or null when the key is not one of the editor's. Shifted
 * keys arrive as their shifted characters on most layouts ('_', '{', '}'), so both are read.
 */
export function placementForKey(p: Placement, key: string, shift: boolean): Placement | null {
  const move = shift ? PLACEMENT_STEPS.bigMove : PLACEMENT_STEPS.move;
  const scale = shift ? PLACEMENT_STEPS.bigScale : PLACEMENT_STEPS.scale;
  const turn = shift ? PLACEMENT_STEPS.bigRotate : PLACEMENT_STEPS.rotate;
  switch (key) {
    case 'ArrowLeft':
      return movePlacement(p, -move, 0);
    case 'ArrowRight':
      return movePlacement(p, move, 0);
    case 'ArrowUp':
      return movePlacement(p, 0, -move);
    case 'ArrowDown':
      return movePlacement(p, 0, move);
    case '+':
    case '=':
      return scalePlacement(p, scale);
    case '-':
    case '_':
      return scalePlacement(p, 1 / scale);
    case '[':
    case '{':
      return rotatePlacement(p, -turn);
    case ']':
    case '}':
      return rotatePlacement(p, turn);
    default:
      return null;
  }
}
