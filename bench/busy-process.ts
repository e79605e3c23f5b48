// `npx tsx bench/busy-process.ts`: what image work costs the rest of one shop process.
//  - order-with-layers: POST /v1/orders for one image and three texts against one design, in
//    the same process and run, alternating (budget: p95 within 1.5 times the one-design order's);
//  - healthz-while-busy: GET /healthz while eight GENERATEs and two compositions run on the
//    same process with its job workers (budget: p95 < 50 ms).
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { generateDesignJob } from '../apps/api/src/jobs/generate-design';
import { renderPrintFileJob } from '../apps/api/src/jobs/render-print-file';
import { startWorkers } from '../apps/api/src/jobs/workers';
import { upload } from '../apps/api/src/modules/designs/__tests__/upload-helpers';
import { insertAddress } from '../apps/api/src/modules/orders/__tests__/checkout-fixtures';
import { waitForQueueIdle } from '../apps/api/src/testing/queue-idle';
import { bearer, createTestApp, signUpTestUser } from '../apps/api/src/testing/test-app';

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;
const stats = (values: number[]) => ({
  samples: values.length,
  p50Ms: Math.round(percentile(values, 50)),
  p95Ms: Math.round(percentile(values, 95)),
  maxMs: Math.round(Math.max(...values)),
});

const t = await createTestApp({ VALIDATE_RESPONSES: 'false', DESIGN_QUOTA: '1000' });
await t.deps.queue.start();
await startWorkers(t.deps);
const photo = await sharp({ create: { width: 1800, height: 2400, channels: 3, background: '#3355aa' } })
  .png()
  .toBuffer();
/** A customer with an address and an uploaded design (each may place 60 orders a minute). */
async function customer() {
  const user = await signUpTestUser(t.app);
  const addressId = await insertAddress(t.deps.db, user.id);
  const designId = (await upload(t, user, photo)).json<{ design_id: string }>().design_id;
  return { user, addressId, designId };
}
type Customer = Awaited<ReturnType<typeof customer>>;

const text = (words: string, y: number) => ({
  type: 'text',
  text: words,
  font: 'anton',
  color: '#F2C14E',
  x: 0.5,
  y,
  width: 0.6,
});
const order = async (who: Customer, item: Record<string, unknown>) => {
  const started = performance.now();
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/orders',
    headers: bearer(who.user),
    payload: {
      items: [{ product_id: 'CLS-NAV-M', quantity: 1, ...item }],
      shipping_address_id: who.addressId,
      terms_accepted: true,
    },
  });
  if (res.statusCode !== 201) throw new Error(`order: ${res.statusCode} ${res.body}`);
  return performance.now() - started;
};
const plain: number[] = [];
const layered: number[] = [];
for (let round = 0; round < 3; round++) {
  const who = await customer();
  for (let i = 0; i < 22; i++) {
    const design = await order(who, { designs: { front: who.designId } });
    // Each stack its own, so no composition is reused from the one before.
    const layers = await order(who, {
      layers: {
        front: [
          { type: 'image', design_id: who.designId, x: 0.5, y: 0.55, width: 0.7 },
          text(`RUN ${round} ${i}`, 0.12),
          text('TALLINN', 0.25),
          text('2026', 0.9),
        ],
      },
    });
    // The first two are the warm-up (JIT, the image threads' start).
    if (round > 0 || i >= 2) {
      plain.push(design);
      layered.push(layers);
    }
  }
}
const ratio = percentile(layered, 95) / percentile(plain, 95);
console.log(
  JSON.stringify({
    bench: 'order-with-layers',
    oneDesign: stats(plain),
    oneImageThreeTexts: stats(layered),
    p95Ratio: Math.round(ratio * 100) / 100,
    budgetRatio: 1.5,
    withinBudget: ratio <= 1.5,
  }),
);

// Eight GENERATEs (four candidates each) and two compositions, while /healthz is asked every 20 ms.
const busyCustomer = await customer();
let busy = true;
const health: number[] = [];
const asking = (async () => {
  while (busy) {
    const started = performance.now();
    await t.app.inject({ method: 'GET', url: '/healthz' });
    health.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
})();
const generations = Array.from({ length: 8 }, (_, i) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/designs/create',
    headers: bearer(busyCustomer.user),
    payload: { prompt: `a red fox reading a book under the moon ${i}` },
  }),
);
const compositions = [0, 1].map((i) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/mockups/layers',
    headers: bearer(busyCustomer.user),
    payload: {
      color: 'NAV',
      layers: [
        { type: 'image', design_id: busyCustomer.designId, x: 0.5, y: 0.5, width: 0.9 },
        text(`BUSY ${i}`, 0.2),
      ],
    },
  }),
);
const busySince = performance.now();
const answers = await Promise.all([...generations, ...compositions]);
const failed = answers.filter((res) => res.statusCode >= 300);
if (failed.length > 0) throw new Error(`busy work refused: ${failed[0]!.statusCode} ${failed[0]!.body}`);
// The generations finish in their jobs (four candidates each, then their print files).
await waitForQueueIdle(t.deps, {
  jobs: [generateDesignJob, renderPrintFileJob],
  horizonMs: 0,
  timeoutMs: 120_000,
});
const busyMs = performance.now() - busySince;
busy = false;
await asking;
const p95 = percentile(health, 95);
console.log(
  JSON.stringify({
    bench: 'healthz-while-busy',
    busyMs: Math.round(busyMs),
    ...stats(health),
    budgetP95Ms: 50,
    withinBudget: p95 < 50,
  }),
);
await t.close();
