import type { Page } from '@playwright/test';

type Point = { x: number; y: number };

/** A one-finger drag through the browser's touch input, as a phone sends it. */
export async function touchDrag(page: Page, from: Point, dx: number, dy: number) {
  const cdp = await page.context().newCDPSession(page);
  const at = (x: number, y: number) => [{ x, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from.x, from.y) });
  for (let step = 1; step <= 8; step++) {
    const point = at(from.x + (dx * step) / 8, from.y + (dy * step) / 8);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

export async function mouseDrag(page: Page, from: Point, dx: number, dy: number) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 8 });
  await page.mouse.up();
}
