// `npx tsx bench/compose-layers.ts`: composing one side's print file from its layers (composeLayers)
// with one image (a 3600 x 4800 generated design) and three text layers (straight, arched with an
// outline, two lines in a script font), the work POST /v1/orders does per layered side.
// Budget: p95 <= 1500 ms on this machine.
import { performance } from 'node:perf_hooks';
import { layersSchema } from '@prompttee/domain';
import { createLocalGenerator } from '../apps/api/src/adapters/local-generator';
import { composeLayers } from '../apps/api/src/images/compose-layers';
import { renderPrintFiles } from '../apps/api/src/modules/designs/render-print-files';

const BUDGET_MS = 1500;
const ROUNDS = 12;
const DESIGN = '6f1c1b8e-1c1a-4a0e-9a39-0d9e4f0e7a11';

const { printPng } = await renderPrintFiles(
  await createLocalGenerator().generate({ prompt: 'a red fox under a full moon', seed: 3 }),
);
const { front } = layersSchema.parse({
  front: [
    { type: 'image', design_id: DESIGN, x: 0.5, y: 0.55, width: 0.7, rotation: -4 },
    { type: 'text', text: 'NIGHT RUN', font: 'anton', color: '#F2C14E', x: 0.5, y: 0.12, width: 0.8 },
    {
      type: 'text',
      text: 'Tallinn 2026',
      font: 'bebas-neue',
      color: '#FFFFFF',
      x: 0.5,
      y: 0.25,
      width: 0.6,
      arc: 140,
      outline: { color: '#1B1B1B', width: 0.06 },
    },
    {
      type: 'text',
      text: 'run far\nrun free',
      font: 'pacifico',
      color: '#E4572E',
      x: 0.5,
      y: 0.9,
      width: 0.5,
    },
  ],
});
const images = new Map([[DESIGN, printPng]]);

await composeLayers(front!, images); // warm-up: fonts parsed, sharp's threads and the JIT
const times: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  const start = performance.now();
  await composeLayers(front!, images);
  times.push(performance.now() - start);
}
const sorted = [...times].sort((a, b) => a - b);
const at = (p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
console.log(
  JSON.stringify({
    bench: 'compose-layers',
    layers: '1 image + 3 texts',
    samples: times.length,
    p50Ms: at(50),
    p95Ms: at(95),
    maxMs: Math.round(sorted.at(-1)!),
    budgetMs: BUDGET_MS,
    withinBudget: at(95) <= BUDGET_MS,
  }),
);
