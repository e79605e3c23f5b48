// `npx tsx bench/mockup.ts`: the server's image work for an order item, one JSON line each.
//  - mockup: renderMockup (800 x 1000 WebP and its 320 x 400 thumbnail, the design warped by the
//    folds, shaded, lit and clipped by the mask) from the design's WebP thumbnail, with the
//    colour's picture already decoded as the image thread keeps it, over every colour and side of
//    every product (budget: p95 <= 150 ms);
//  - mockup-cold-base: the same, decoding the colour's picture each time (a picture not used lately);
//  - mockup-from-print-png: the same from the 3600 x 4800 print PNG, for comparison;
//  - print-file: composePrintFile, the producer's 3600 x 4800 PNG at a placement.
import { performance } from 'node:perf_hooks';
import { readCatalogFile } from '@prompttee/catalog';
import { printAreasOf } from '@prompttee/domain';
import type { Placement } from '@prompttee/domain/placement';
import { createLocalGenerator } from '../apps/api/src/adapters/local-generator';
import { createCatalogMockups } from '../apps/api/src/images/catalog-mockups';
import { composePrintFile } from '../apps/api/src/images/compose-print-file';
import { renderMockup } from '../apps/api/src/images/render-mockup';
import { renderPrintFiles } from '../apps/api/src/modules/designs/render-print-files';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const stats = (values: number[]) => ({
  samples: values.length,
  p50Ms: Math.round(percentile(values, 50)),
  p95Ms: Math.round(percentile(values, 95)),
  maxMs: Math.round(Math.max(...values)),
});
const timed = async (work: () => Promise<unknown>) => {
  const start = performance.now();
  await work();
  return performance.now() - start;
};

const placements: Placement[] = [
  { x: 0.5, y: 0.5, width: 0.875, rotation: 0 },
  { x: 0.5, y: 0.3, width: 0.6, rotation: 0 },
  { x: 0.5, y: 0.5, width: 0.6, rotation: 45 },
  { x: 0.72, y: 0.2, width: 0.3, rotation: -6 },
];

const generator = createLocalGenerator();
const design = await renderPrintFiles(
  await generator.generate({ prompt: 'a red fox under a full moon', seed: 3 }),
);
const mockups = createCatalogMockups();
const catalog = readCatalogFile();
const jobs = catalog.products.flatMap((product) =>
  product.options.color.flatMap((colour) =>
    printAreasOf(product).map((area) => ({
      product,
      side: area.id,
      url: product.variants.find((v) => v.attributes.color === colour.code)!.image_urls[area.id]!,
    })),
  ),
);

async function benchMockups(source: Buffer, rounds: number, decodedBase: boolean) {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const [i, job] of jobs.entries()) {
      const placement = placements[(i + round) % placements.length]!;
      // Outside the timing, as a running shop's thread has them: the side's layers, and the
      // colour's picture when it was used lately.
      const layers = await mockups.layers(job.product.product_id, job.side);
      const base = decodedBase ? await mockups.decodedBase(job.url) : await mockups.base(job.url);
      const t = await timed(() => renderMockup({ base, layers, design: source, placement }));
      // The first few warm up sharp's threads and the JIT.
      if (round > 0 || i >= 3) times.push(t);
    }
  }
  return stats(times);
}

console.log(
  JSON.stringify({
    bench: 'mockup',
    ...(await benchMockups(design.thumbnailWebp, 2, true)),
    budgetP95Ms: 150,
  }),
);
console.log(
  JSON.stringify({ bench: 'mockup-cold-base', ...(await benchMockups(design.thumbnailWebp, 1, false)) }),
);
console.log(
  JSON.stringify({ bench: 'mockup-from-print-png', ...(await benchMockups(design.printPng, 1, true)) }),
);
const printTimes: number[] = [];
for (let i = 0; i < 10; i++) {
  printTimes.push(await timed(() => composePrintFile(design.printPng, placements[i % placements.length]!)));
}
console.log(JSON.stringify({ bench: 'print-file', ...stats(printTimes.slice(2)) }));
