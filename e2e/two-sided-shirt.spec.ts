import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpViaApi } from './fixtures';
import { acceptTerms, fillNewAddress } from './shop-api';

// One shirt, both sides: a text and an own photo on the front, a text on the back, Add to Cart
// once; the cart, the checkout and the payment step show one line "front + back" with each side
// as the server composed it, texts and photo included. Screenshots at 1280 px go to /tmp/h when
// SCREENSHOTS is set.

/** A 600 x 800 PNG drawn in the page: a red disc on a sky-blue background. */
async function photoFile(page: Page) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [600, 800];
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#7dd3fc';
    context.fillRect(0, 0, 600, 800);
    context.fillStyle = '#dc2626';
    context.beginPath();
    context.arc(300, 400, 200, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  return {
    name: 'red-disc.png',
    mimeType: 'image/png',
    buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64'),
  };
}

/** Each side's preview shows the server's picture, in the order front, back. */
async function expectComposedSides(where: Locator) {
  const sides = where.getByRole('figure');
  await expect(sides).toHaveText(['Front', 'Back']);
  for (const side of await sides.all()) {
    await expect(side.getByTestId('cart-item-preview')).toHaveAttribute('data-mockup', 'server', {
      timeout: 30_000,
    });
  }
}

async function screenshot(page: Page, name: string, fullPage = true) {
  if (!process.env.SCREENSHOTS) return;
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/h/${name}.png`, fullPage });
}

test('a customer writes on the front and the back, adds one shirt and sees both sides composed in the cart and checkout @desktop', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpViaApi(page);
  await page.goto('/design');
  await page.getByPlaceholder('Describe your ideal t-shirt design').fill('a lighthouse in a storm');
  await page.getByRole('button', { name: 'GENERATE DESIGN' }).click();
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeEnabled({ timeout: 30_000 });
  const panel = page.getByTestId('layers-panel');

  // The front: an own photo over the design, and a text over both.
  await panel.getByTestId('upload-input').setInputFiles(await photoFile(page));
  await expect(page.getByTestId('layer-row').first()).toContainText('Upload: red-disc.png', {
    timeout: 20_000,
  });
  await panel.getByRole('button', { name: 'Add text' }).click();
  await panel.getByLabel('Text', { exact: true }).fill('Hello');
  await expect(page.getByTestId('layer-row').first()).toContainText('Text: Hello');

  // The back: a text of its own.
  await page.getByRole('group', { name: 'Print area' }).getByRole('button', { name: 'Back' }).click();
  await panel.getByRole('button', { name: 'Add text' }).click();
  await panel.getByLabel('Text', { exact: true }).fill('Tallinn');
  await expect(page.getByTestId('layer-row').first()).toContainText('Text: Tallinn');

  const composed: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/v1/mockups/layers')) {
      composed.push(request.postDataJSON().side);
    }
  });
  await addToCart.click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // The cart: one line, both sides, each composed.
  await page.getByRole('button', { name: 'Open cart, 1 item' }).click();
  const cart = page.getByRole('dialog');
  const line = cart.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Custom (White / M) - front + back');
  // The back is a second print area: €7.00 on top of the shirt's €24.99.
  await expect(cart.getByTestId('cart-total')).toHaveText('Total: €31.99');
  await expectComposedSides(line);
  expect(composed.sort()).toEqual(['back', 'front']);
  // The open cart as the customer sees it (a full page would draw the scrolled designer under it).
  await screenshot(page, 'two-sided-cart-1280', false);

  // The checkout: the carousel's one slide and the summary line show both sides.
  await cart.getByRole('button', { name: 'Checkout' }).click();
  const slide = page.getByRole('group', { name: '1 of 1: Custom (White / M) - front + back' });
  await expectComposedSides(slide);
  await expectComposedSides(page.getByTestId('summary-line'));
  await screenshot(page, 'two-sided-checkout-1280');

  // The order carries both sides in one item; the payment step shows them.
  await fillNewAddress(page);
  await acceptTerms(page);
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/v1/orders') && r.method() === 'POST'),
    page.getByTestId('place-order').click(),
  ]);
  const [item, ...others] = request.postDataJSON().items;
  expect(others).toHaveLength(0);
  expect(Object.keys(item.layers)).toEqual(['front', 'back']);
  expect((await request.response())!.status()).toBe(201);
  const recap = page.getByTestId('payment-items');
  await expect(recap).toContainText('front + back');
  await expectComposedSides(recap);
  await screenshot(page, 'two-sided-payment-1280');
});
