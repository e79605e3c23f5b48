import { t } from '@lingui/core/macro';

/** How far a text bends, in words: 'Straight', 'Arched up 45°', 'Full circle, down'. */
export function arcText(arc: number): string {
  if (arc === 0) return t({ comment: 'A text that does not bend', message: 'Straight' });
  if (Math.abs(arc) === 360) return arc > 0 ? t`Full circle, up` : t`Full circle, down`;
  const degrees = Math.abs(arc);
  return arc > 0 ? t`Arched up ${degrees}°` : t`Arched down ${degrees}°`;
}
