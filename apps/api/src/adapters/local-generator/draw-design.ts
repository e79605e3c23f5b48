import { CANVAS, createDefs, type DrawingContext } from './drawing-context';
import { fontMetrics } from './fonts';
import { archPoster } from './layouts/arch-poster';
import { circleScene } from './layouts/circle-scene';
import { geometric } from './layouts/geometric';
import { roundBadge } from './layouts/round-badge';
import { typeStack } from './layouts/type-stack';
import { readPrompt } from './prompt-reading';
import { wantsScene } from './scene';
import { createRandom, hashText } from './seeded-random';

type Layout = (ctx: DrawingContext) => string;

/** Every character of a printed word must exist in all three fonts, or resvg would drop it silently. */
const canPrint = (char: string) =>
  fontMetrics('display').has(char) &&
  fontMetrics('rounded').has(char.toUpperCase()) &&
  fontMetrics('script').has(char);

/**
 * Writes the SVG of a t-shirt design for a prompt. Same prompt and seed give the same document;
 * the prompt decides palette, motifs and words, the seed breaks ties and places things.
 */
export function drawDesign(prompt: string, seed: number): string {
  const random = createRandom(hashText(`${prompt.trim().toLowerCase()}\u0000${seed}`));
  const theme = readPrompt(prompt, random, canPrint);
  const ctx: DrawingContext = { random, palette: theme.palette, theme, defs: createDefs() };

  // Scene layouts need a landscape to show; without one, emblem and type layouts carry the design.
  const layouts: Layout[] = wantsScene(theme.motifs)
    ? [circleScene, roundBadge, archPoster, circleScene, archPoster]
    : [roundBadge, typeStack, geometric];
  if (theme.motifs.has('geometric')) layouts.push(geometric, geometric);
  if (theme.words.length === 0) layouts.splice(0, layouts.length, roundBadge, geometric);
  const body = random.pick(layouts)(ctx);

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `width="${CANVAS.width}" height="${CANVAS.height}" viewBox="0 0 ${CANVAS.width} ${CANVAS.height}">` +
    `${ctx.defs.markup()}${body}</svg>`
  );
}
