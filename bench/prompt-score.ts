// `npx tsx bench/prompt-score.ts [--detail]`: the local generator against the held-out prompts
// (bench/prompt-set). For each half, over seeds 1-4: the share of expected subjects drawn, of
// relations held in the scene it built, and of designs whose art fills the canvas (>= 85 % of
// width or height). --detail lists the TUNING half's misses only: the reported half is never
// looked at prompt by prompt while tuning.
import { drawDesign } from '../apps/api/src/adapters/local-generator/index';
import { canvasFill, fillsCanvas } from './prompt-set/canvas-fill';
import { checkScene } from './prompt-set/check-scene';
import { heldOutSet, type Expectation } from './prompt-set/held-out-set';

const SEEDS = [1, 2, 3, 4];
const detail = process.argv.includes('--detail');

async function score(set: Expectation[], name: string, showMisses: boolean) {
  let [subjects, subjectsHit, relations, relationsHeld, designs, filled] = [0, 0, 0, 0, 0, 0];
  for (const expected of set) {
    const misses = new Map<string, number>();
    for (const seed of SEEDS) {
      const design = drawDesign(expected.prompt, seed);
      const check = checkScene(design.scene, expected, design.subjects);
      subjects += check.subjects.length;
      subjectsHit += check.subjects.filter(Boolean).length;
      relations += check.relations.length;
      relationsHeld += check.relations.filter(Boolean).length;
      designs++;
      const fill = await canvasFill(design.svg);
      if (fillsCanvas(fill)) filled++;
      else check.misses.push(`fill ${Math.round(fill.width * 100)}x${Math.round(fill.height * 100)}%`);
      for (const m of check.misses) misses.set(m, (misses.get(m) ?? 0) + 1);
    }
    if (showMisses && misses.size > 0)
      console.log(
        `  ${expected.prompt}: ${[...misses].map(([m, n]) => `${m} (${n}/${SEEDS.length})`).join(', ')}`,
      );
  }
  const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)} %`);
  const line = {
    half: name,
    prompts: set.length,
    subjects: pct(subjectsHit, subjects),
    relations: pct(relationsHeld, relations),
    fill: pct(filled, designs),
    checks: `${subjects} subject, ${relations} relation checks over ${SEEDS.length} seeds`,
  };
  console.log(JSON.stringify(line));
}

const { tuning, reported } = heldOutSet();
await score(tuning, 'tuning', detail);
await score(reported, 'reported', false);
