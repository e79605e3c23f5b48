import { expect, test, type Locator, type Page } from '@playwright/test';
import { mouseDrag, touchDrag } from './drag';
import { designerWithDesign } from './fixtures';
import { acceptTerms, fillNewAddress } from './shop-api';

// Making the design one's own, at 1280 px with a mouse and keyboard and at 390 px by touch (taps
// and a finger's drag): a text over the generated design, curved; an own picture uploaded and its
// background removed; the layers reordered, undone and redone; the generated design brought up
// over the text; all of it still there after a reload; the shirt ordered and paid with its layers, and the layers found again in the
// order history. Screenshots of the editor go to /tmp/h when SCREENSHOTS is set.

/** The layers list's rows, top first; the generated design is one of them. */
const rows = (page: Page) => page.getByTestId('layer-row');
const cartLayers = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}').state?.items?.[0]?.layers);

/** A 600 x 800 PNG drawn in the page: a red disc on a flat sky-blue background. */
async function pictureFile(page: Page) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 800;
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

async function screenshot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  for (const theme of ['Dark', 'Light'] as const) {
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await page.getByRole('menuitemradio', { name: theme }).click();
    await page.mouse.move(700, 10);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/h/${name}-${theme.toLowerCase()}.png`, fullPage: true });
    // The shirt alone, at the size it shows (a full page draws the sticky header mid-page).
    await page.getByTestId('preview').screenshot({ path: `/tmp/h/${name}-${theme.toLowerCase()}-shirt.png` });
  }
}

// At both widths: the editor by mouse and keyboard shortcuts at 1280 px, by finger at 390 px.
test('@both-widths a customer adds a curved text and an own picture without its background, reorders, undoes, orders and finds the layers again', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(240_000);
  /** A finger's tap at 390 px (the project has a touch screen), a mouse's click at 1280 px. */
  const press = (target: Locator) => (isMobile ? target.tap() : target.click());
  await designerWithDesign(page);
  const panel = page.getByTestId('layers-panel');
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow(), 'sideways scroll before any layer').toBeLessThanOrEqual(0);
  await expect(panel.getByText(/Layers don.t change the price/)).toBeVisible();

  // A text, two lines, arched up by keyboard on the arc slider.
  await press(panel.getByRole('button', { name: 'Add text' }));
  await panel.getByLabel('Text', { exact: true }).fill('Hello\nTallinn');
  await expect(rows(page).first()).toContainText('Text: Hello Tallinn');
  const arc = panel.getByRole('slider', { name: 'Arc' });
  await arc.focus();
  for (let i = 0; i < 24; i++) await page.keyboard.press('ArrowRight');
  await expect(arc).toHaveAttribute('aria-valuetext', 'Arched up 120°');
  // Drawn as the print file's outlines, from the shop's font file.
  const drawn = page.getByTestId('layer-text');
  await expect(drawn).toHaveAttribute('data-ready', 'true');
  await expect(drawn.locator('path')).toHaveAttribute('d', /^M/);

  expect(await overflow(), 'sideways scroll with a curved text').toBeLessThanOrEqual(0);

  // An own picture, then its background removed.
  await panel.getByTestId('upload-input').setInputFiles(await pictureFile(page));
  await expect(rows(page).first()).toContainText('Upload: red-disc.png', { timeout: 20_000 });
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).last()).toContainText('Design: a lighthouse in a storm');
  const uploadedSrc = await page.getByTestId('layer-image').getAttribute('src');
  await press(panel.getByRole('button', { name: 'Remove background' }));
  await expect(panel.getByText('Background removed. Undo brings it back.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('layer-image')).not.toHaveAttribute('src', uploadedSrc!);

  // Reorder: the picture goes under the text; undo puts it back on top, redo under again. At
  // 1280 px by keyboard, as a screen reader user would (the row's button focused and pressed); at
  // 390 px by finger.
  const sendBack = panel.getByRole('button', { name: /^Send Upload: .* backward$/ });
  const undo = panel.getByRole('button', { name: 'Undo' });
  const redo = panel.getByRole('button', { name: 'Redo' });
  if (isMobile) await sendBack.tap();
  else {
    await sendBack.focus();
    await page.keyboard.press('Enter');
  }
  await expect(rows(page).first()).toContainText('Text: Hello Tallinn');
  await expect(page.getByTestId('layers-announcement')).toHaveText(/sent backward/);
  if (isMobile) await undo.tap();
  else {
    await undo.focus();
    await page.keyboard.press('Enter');
  }
  await expect(rows(page).first()).toContainText('Upload: red-disc.png');
  if (isMobile) {
    await redo.tap();
    await expect(rows(page).first()).toContainText('Text: Hello Tallinn');
    await undo.tap();
    await redo.tap();
  } else {
    await page.getByRole('heading', { name: 'Designer', level: 1 }).click();
    await page.keyboard.press('Control+Shift+Z');
    await expect(rows(page).first()).toContainText('Text: Hello Tallinn');
    await page.keyboard.press('Control+Z');
    await page.keyboard.press('Control+Y');
  }
  await expect(rows(page).first()).toContainText('Text: Hello Tallinn');

  // The text is selected (a tap on its row at 390 px) and nudged by keyboard; its frame names it.
  const textFrame = page.getByRole('group', { name: /^Text: Hello Tallinn, on the front$/ });
  if (isMobile) {
    const row = rows(page).first().getByRole('button', { name: 'Text: Hello Tallinn', exact: true });
    await row.tap();
    await expect(row).toHaveAttribute('aria-pressed', 'true');
  }
  await textFrame.focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('layer-announcement')).toHaveText(
    /^Text: Hello Tallinn: 60% of the print area wide, centre 50% across and 24% down\.$/,
  );
  // Dragged a tenth of the print area to the right (by mouse, or by finger at 390 px), then back.
  const area = (await page.getByTestId('print-area').boundingBox())!;
  const frame = (await textFrame.boundingBox())!;
  const middle = { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 };
  if (isMobile) await touchDrag(page, middle, area.width * 0.1, 0);
  else await mouseDrag(page, middle, area.width * 0.1, 0);
  await expect(page.getByTestId('layer-announcement')).toHaveText(/centre 60% across and 24% down/);
  if (isMobile) {
    await undo.tap();
  } else {
    await textFrame.focus();
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowLeft');
  }
  await expect(page.getByTestId('layer-announcement')).toHaveText(/centre 50% across and 24% down/);

  // The generated design is a layer like the others: brought up twice, it sits over the text.
  const design = /^Bring Design: a lighthouse in a storm forward$/;
  await press(panel.getByRole('button', { name: design }));
  await press(panel.getByRole('button', { name: design }));
  await expect(rows(page).first()).toContainText('Design: a lighthouse in a storm');
  await expect(page.getByTestId('layers-announcement')).toHaveText(/brought forward/);
  expect(await overflow(), 'sideways scroll with three layers').toBeLessThanOrEqual(0);

  // A reload of the designer finds the work where it was left: design, layers and their order.
  await page.reload();
  await expect(rows(page)).toHaveCount(3, { timeout: 15_000 });
  await expect(rows(page).first()).toContainText('Design: a lighthouse in a storm');
  await expect(rows(page).nth(1)).toContainText('Text: Hello Tallinn');
  await expect(page.getByTestId('layer-text')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();

  await screenshot(page, `b-layers-editor-${isMobile ? 390 : 1280}`);

  await press(page.getByRole('button', { name: 'Add to Cart' }));
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const layers = await cartLayers(page);
  // In paint order: the picture, the text, the generated design over them.
  expect(layers.front.map((l: { type: string }) => l.type)).toEqual(['image', 'text', 'image']);
  expect(layers.front[1]).toMatchObject({ text: 'Hello\nTallinn', arc: 120, y: 0.24 });

  // Order and pay; the order carries the layers.
  await page.goto('/checkout');
  await fillNewAddress(page);
  await acceptTerms(page);
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/v1/orders') && r.method() === 'POST'),
    page.getByTestId('place-order').click(),
  ]);
  expect(request.postDataJSON().items[0].layers).toEqual(layers);
  expect((await request.response())!.status()).toBe(201);
  const card = page.getByRole('form', { name: 'Card payment' });
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('Expiry').fill('12 / 34');
  await card.getByLabel('CVC').fill('123');
  await card.getByRole('button', { name: /^Pay €/ }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible({ timeout: 20_000 });

  // The order history lists the item's layers.
  await page.goto('/order-history');
  await page
    .getByRole('button', { name: /^Show details of order/ })
    .first()
    .click();
  const itemLayers = page.getByTestId('item-layers').first();
  await expect(itemLayers).toContainText('3 layers on the front');
  await expect(itemLayers).toContainText('Hello Tallinn');
});
