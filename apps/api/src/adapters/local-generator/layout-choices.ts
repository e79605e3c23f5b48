import type { Variation } from './candidates/variations';
import { breakoutStage, wideStage } from './composition/arrangement';
import { boundsOf, unionOf, type Box, type Figure } from './composition/figure';
import { type Frame, type FrameKind } from './composition/frames';
import { type Look } from './styles/look';

// Where a variation's figures stand and in which frame, chosen from its look and layout.

/**
 * Whether the group stands on the window's bottom edge: always in a setting (on its ground); in a
 * plain window only when it fills most of its height, else a low, wide group would leave the
 * window's top empty, and it is centred instead.
 */
export function standsOnGround(figures: Figure[], stage: Box, scenic: boolean): boolean {
  if (scenic || figures.length === 0) return true;
  const group = unionOf(figures.map(boundsOf));
  const fitted = group.h * Math.min(stage.w / group.w, stage.h / group.h);
  return fitted >= stage.h * 0.75;
}

/** Where the figures are fitted: the frame's stage, or the layout's change of it. */
export function stageOf(frame: Frame, variation: Variation, wordsLead: boolean): Box {
  if (wordsLead || !frame.crop) return frame.stage;
  if (variation.layout === 'wide' && frame.window) return wideStage(frame.stage);
  if (variation.layout === 'breakout') return breakoutStage(frame.stage, frame.crop.box);
  return frame.stage;
}

/**
 * The frame a look gets in this design: a scene needs a window (line art's is a plain ring), a
 * close-up crops to one, a breakout stands in front of one, a wide view shows the setting round
 * the figures; lettering-led words stand free.
 */
export function frameKindOf(
  look: Look,
  scenic: boolean,
  variation: Variation,
  wordsLead: boolean,
): FrameKind {
  if (wordsLead) return 'none';
  const needsWindow = scenic || ['close-up', 'peek', 'side', 'breakout', 'wide'].includes(variation.layout);
  if (look.paint === 'line' && needsWindow && (look.frame === 'none' || scenic)) return 'ring';
  if (!needsWindow || look.frame !== 'none') return look.frame;
  // The window a layout reads best in: a face rising from a ledge in a tall one, a breakout in
  // front of a hexagon's flat top, a close-up or a scene in a round one.
  if (scenic) return 'circle';
  return variation.layout === 'peek' ? 'arch' : variation.layout === 'breakout' ? 'hexagon' : 'circle';
}
