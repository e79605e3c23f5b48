import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeRuleViolations, seriousAxeViolations, sidewaysOverflow, type AxeFinding } from './a11y-checks';
import { becomeOperator, signUpViaApi } from './fixtures';
import {
  createAddress,
  createDesign,
  payOrder,
  placeOrder,
  shopApi,
  untilStatus,
  type ShopOrder,
} from './shop-api';

// The operator console's screens, in both themes at both projects' widths: axe-core finds no
// serious or critical violation, no heading skips a level or landmark repeats a name
// (heading-order and landmark-unique, moderate rules the shop's sweep does not run), and nothing
// scrolls sideways. Screenshots and findings are kept under test-results/screens/.

type Screen = { name: string; open(page: Page): Promise<void> };
type Orders = {
  delivered: ShopOrder;
  replaced: ShopOrder;
  replacement: { order_id: string };
  customerId: string;
};

const THEMES = ['light', 'dark'] as const;
const STRUCTURE_RULES = ['heading-order', 'landmark-unique'];

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { name }).first()).toBeVisible({ timeout: 15_000 });

function screens(orders: () => Orders): Screen[] {
  return [
    {
      name: 'console-overview',
      open: async (p) => (await p.goto('/admin'), heading(p, 'Alerts')),
    },
    {
      name: 'console-orders',
      open: async (p) => {
        await p.goto('/admin/orders');
        await expect(p.getByRole('table')).toBeVisible();
      },
    },
    {
      // A delivered order whose claim can be settled: both settlements on offer.
      name: 'console-order',
      open: async (p) => {
        await p.goto(`/admin/orders/${orders().delivered.order_id}`);
        await expect(p.getByRole('button', { name: 'Send a replacement' })).toBeVisible();
      },
    },
    {
      name: 'console-claim-dialog',
      open: async (p) => {
        await p.goto(`/admin/orders/${orders().delivered.order_id}`);
        await p.getByRole('button', { name: 'Refund the claim' }).click();
        await expect(p.getByRole('dialog', { name: /^Refund .* for a defect in / })).toBeVisible();
      },
    },
    {
      // Settled by a replacement: the claim's card and the link to the replacement.
      name: 'console-claim-settled',
      open: async (p) => {
        await p.goto(`/admin/orders/${orders().replaced.order_id}`);
        await heading(p, 'Defect claim');
      },
    },
    {
      name: 'console-replacement',
      open: async (p) => {
        await p.goto(`/admin/orders/${orders().replacement.order_id}`);
        await expect(p.getByText(/Replacement at no charge for order/)).toBeVisible();
      },
    },
    {
      name: 'console-customer',
      open: async (p) => {
        await p.goto(`/admin/customers/${encodeURIComponent(orders().customerId)}`);
        await heading(p, 'Audit log');
      },
    },
  ];
}

/** A customer with two delivered orders, one of them replaced by the operator already. */
async function customerOrders(page: Page, operator: Page): Promise<Orders> {
  await page.goto('/support');
  // An address as short as most are: axe checks a link in a line of text (the customer's, on the
  // order page) only where the text around it is longer than the link.
  const customer = await signUpViaApi(page, `c${Date.now().toString(36)}${process.pid}@ex.ee`);
  const api = await shopApi(page.request);
  const design = await createDesign(api, 'A paper boat on a puddle');
  const address = await createAddress(api);
  const delivered = await placeOrder(api, design.design_id, address, 'CLS-BLK-L');
  const replaced = await placeOrder(api, design.design_id, address, 'CLS-WHI-M');
  for (const order of [delivered, replaced]) await payOrder(api, order);
  await untilStatus(api, [delivered, replaced]);
  const operatorApi = await shopApi(operator.request);
  const { replacement } = await operatorApi.post<{ replacement: { order_id: string } }>(
    `/admin/orders/${replaced.order_id}/replacement`,
    { reason: 'The print peeled off' },
  );
  const session = await (await page.request.get('/api/auth/get-session')).json();
  expect(session?.user?.email).toBe(customer.email);
  return { delivered, replaced, replacement, customerId: session.user.id as string };
}

test('@both-widths every console screen in the light and dark themes: no serious or critical axe violation, headings in order, landmarks named once, no sideways scroll', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  await becomeOperator(page, `operator-screens-${testInfo.project.name}@prompttee.example`);
  const customerContext = await browser.newContext();
  const orders = await customerOrders(await customerContext.newPage(), page);
  await customerContext.close();

  await page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'system'));
  const width = page.viewportSize()!.width;
  const shots = path.join(testInfo.project.outputDir, 'screens');
  mkdirSync(shots, { recursive: true });
  const found: Record<string, { serious: AxeFinding[]; structure: AxeFinding[]; overflow: number }> = {};
  for (const screen of screens(() => orders)) {
    await page.emulateMedia({ colorScheme: 'light' });
    await screen.open(page);
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      await expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)${theme}(\\s|$)`));
      await page.screenshot({
        path: path.join(shots, `${screen.name}-${theme}-${width}.jpg`),
        type: 'jpeg',
        quality: 85,
        fullPage: !screen.name.endsWith('dialog'),
        animations: 'disabled',
      });
      found[`${screen.name}-${theme}@${width}`] = {
        serious: await seriousAxeViolations(page),
        // The structure does not change with the theme: checked once per screen.
        structure: theme === 'light' ? await axeRuleViolations(page, STRUCTURE_RULES) : [],
        overflow: await sidewaysOverflow(page),
      };
    }
  }
  writeFileSync(path.join(shots, `axe-console-${width}.json`), JSON.stringify(found, null, 2));
  const problems = Object.entries(found).filter(
    ([, f]) => f.serious.length > 0 || f.structure.length > 0 || f.overflow > 0,
  );
  expect(problems).toEqual([]);
});
