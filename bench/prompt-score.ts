// `npx tsx bench/prompt-score.ts [--detail] [--reported] [--quick]`: the local generator against the
// held-out prompts (bench/prompt-set), every prompt GENERATEd at seeds 1 and 2 (--quick: 1), all
// four candidates of each scored: the share of expected subjects drawn, of relations held in the
// scene it built, of designs whose art fills the canvas (>= 85 % of width or height), each style
// family's share of the candidates (over all prompts, and over those naming no style), the pairs
// of candidates of one GENERATE within 10 bits of a 64-bit difference hash of their thumbnails,
// and the pairs showing one arrangement in one family (the same picture in another frame or
// palette, which a hash of a few bits more does not rule out).
// The tuning half by default; --detail lists its misses. --reported scores the reported half as
// well: run it once, for the record, never while tuning (decision 039).
import { differenceHash, hashDistance } from '../apps/api/src/images/difference-hash';
import { createCandidateMemo } from '../apps/api/src/adapters/local-generator/candidates/distinct-candidates';
import type { SceneRecord } from '../apps/api/src/adapters/local-generator/draw-design';
import { drawCandidate, renderDesignRaw } from '../apps/api/src/adapters/local-generator/index';
import { readPrompt } from '../apps/api/src/adapters/local-generator/reading/read-prompt';
import { CANDIDATES } from '../apps/api/src/adapters/local-generator/styles/candidate-look';
import { canvasFill, fillsCanvas } from './prompt-set/canvas-fill';
import { checkScene } from './prompt-set/check-scene';
import { heldOutSet, type Expectation } from './prompt-set/held-out-set';

const SEEDS = process.argv.includes('--quick') ? [1] : [1, 2];
/** Two candidates this close (bits of 64) are the same picture to a customer. */
export const NEAR_BITS = 10;
const THUMBNAIL_WIDTH = 384;
const detail = process.argv.includes('--detail');
const withReported = process.argv.includes('--reported');

/**
 * Where each figure stands within the group and which way it faces, to a twentieth of the
 * group's size, and where in the frame's opening the group stands and how much of it it takes:
 * two candidates alike in these and in family show one arrangement, whatever their frames and
 * palettes.
 */
function arrangementOf(scene: SceneRecord): string {
  const boxes = scene.figures.map((f) => f.box);
  if (boxes.length === 0) return `${scene.family} (no figures)`;
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const w = Math.max(...boxes.map((b) => b.x + b.w)) - x || 1;
  const h = Math.max(...boxes.map((b) => b.y + b.h)) - y || 1;
  const q = (v: number) => Math.round(v * 20);
  const placed = scene.figures.map(
    (f) => `${f.noun}/${f.role}/${f.flip}/${q((f.box.x - x) / w)},${q((f.box.y - y) / h)},${q(f.box.w / w)}`,
  );
  // Where in the opening the group stands and how much of it it takes, to a quarter.
  const opening = scene.opening;
  const quarter = (v: number) => Math.round(v * 4);
  const inOpening = opening
    ? [
        quarter((w * h) / (opening.w * opening.h)),
        quarter((x + w / 2 - opening.x) / opening.w),
        quarter((y + h / 2 - opening.y) / opening.h),
      ].join(',')
    : 'free';
  return `${scene.family} ${q(h / w)} ${inOpening} ${placed.sort().join(' ')}`;
}

const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)} %`);

function shares(counts: Map<string, number>, total: number): Record<string, string> {
  return Object.fromEntries(
    [...counts].sort((a, b) => b[1] - a[1]).map(([family, n]) => [family, pct(n, total)]),
  );
}

async function score(set: Expectation[], name: string, showMisses: boolean) {
  let [subjects, subjectsHit, relations, relationsHeld, designs, filled] = [0, 0, 0, 0, 0, 0];
  let [pairs, nearPairs, identicalPairs, samePictures, unstyled] = [0, 0, 0, 0, 0];
  const families = new Map<string, number>();
  const unstyledFamilies = new Map<string, number>();
  const distances: number[] = [];
  for (const expected of set) {
    const misses = new Map<string, number>();
    const styled = readPrompt(expected.prompt).styles.size > 0;
    for (const seed of SEEDS) {
      const hashes: bigint[] = [];
      const arrangements: string[] = [];
      // One memo per GENERATE, as the generator keeps one: each candidate is drawn once.
      const memo = createCandidateMemo(1);
      for (let candidate = 0; candidate < CANDIDATES; candidate++) {
        const { design } = drawCandidate(expected.prompt, seed, { candidate, memo });
        const check = checkScene(design.scene, expected, design.subjects);
        subjects += check.subjects.length;
        subjectsHit += check.subjects.filter(Boolean).length;
        relations += check.relations.length;
        relationsHeld += check.relations.filter(Boolean).length;
        designs++;
        const fill = await canvasFill(design.svg);
        if (fillsCanvas(fill)) filled++;
        else check.misses.push(`fill ${Math.round(fill.width * 100)}x${Math.round(fill.height * 100)}%`);
        const family = design.scene.family;
        families.set(family, (families.get(family) ?? 0) + 1);
        if (!styled) {
          unstyled++;
          unstyledFamilies.set(family, (unstyledFamilies.get(family) ?? 0) + 1);
        }
        const hash = differenceHash(await renderDesignRaw(design.svg, THUMBNAIL_WIDTH));
        for (const [other, earlier] of hashes.entries()) {
          const bits = hashDistance(hash, earlier);
          pairs++;
          distances.push(bits);
          if (bits === 0) identicalPairs++;
          if (bits <= NEAR_BITS) {
            nearPairs++;
            check.misses.push(`candidates ${other} and ${candidate} ${bits} bits apart`);
          }
        }
        hashes.push(hash);
        const arrangement = arrangementOf(design.scene);
        for (const [other, earlier] of arrangements.entries()) {
          if (earlier !== arrangement) continue;
          samePictures++;
          check.misses.push(`candidates ${other} and ${candidate} one arrangement in one family`);
        }
        arrangements.push(arrangement);
        for (const m of check.misses) misses.set(m, (misses.get(m) ?? 0) + 1);
      }
    }
    if (showMisses && misses.size > 0)
      console.log(
        `  ${expected.prompt}: ${[...misses].map(([m, n]) => (n > 1 ? `${m} (${n})` : m)).join(', ')}`,
      );
  }
  distances.sort((a, b) => a - b);
  const topUnstyled = Math.max(...unstyledFamilies.values()) / Math.max(1, unstyled);
  const line = {
    half: name,
    prompts: set.length,
    generates: set.length * SEEDS.length,
    candidates: designs,
    subjects: pct(subjectsHit, subjects),
    relations: pct(relationsHeld, relations),
    fill: pct(filled, designs),
    [`pairs within ${NEAR_BITS} bits`]: `${nearPairs} of ${pairs} (${identicalPairs} identical)`,
    'median pair distance': distances[Math.floor(distances.length / 2)],
    'pairs of one family and arrangement': samePictures,
    'largest family, no style named': `${(topUnstyled * 100).toFixed(1)} %`,
    'families, no style named': shares(unstyledFamilies, unstyled),
    families: shares(families, designs),
    checks: `${subjects} subject, ${relations} relation checks`,
  };
  console.log(JSON.stringify(line, null, 1));
}

const { tuning, reported } = heldOutSet();
await score(tuning, 'tuning', detail);
if (withReported) await score(reported, 'reported', false);
