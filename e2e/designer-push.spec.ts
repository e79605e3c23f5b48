import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './fixtures';

const overlay = (page: Page) => page.getByTestId('preview').getByTestId('design-overlay');

test('the finished design is pushed to the designer over its event stream, and its print file is the owner’s', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/design');
  await expect(page.getByText('20/20')).toBeVisible();

  const polls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/designs/jobs/status')) polls.push(request.url());
  });
  const stream = page.waitForResponse((response) => response.url().endsWith('/v1/designs/events'));
  await page.getByPlaceholder('Describe your ideal t-shirt design').fill('a cat astronaut floating in space');
  const pressed = Date.now();
  await page.getByRole('button', { name: 'GENERATE DESIGN' }).click();

  const events = await stream;
  expect(events.status()).toBe(200);
  expect(events.headers()['content-type']).toMatch(/^text\/event-stream/);
  await expect(overlay(page)).toHaveAttribute('src', /\/media\/designs\/[\w-]{24,}\/thumb\.webp$/, {
    timeout: 15_000,
  });
  const shownAfterMs = Date.now() - pressed;
  test.info().annotations.push({ type: 'design shown after', description: `${shownAfterMs} ms` });
  // Before the first poll (1 s) the push is the only way the page could have learned of it.
  if (shownAfterMs < 900) expect(polls).toEqual([]);

  // The print file: the owner's bearer token opens it (a redirect to a signed URL), nobody else's.
  const token = await page.evaluate(async () => {
    const res = await fetch('/api/auth/token', { credentials: 'include' });
    return ((await res.json()) as { token: string }).token;
  });
  const list = await page.request.get('/v1/designs', { headers: { authorization: `Bearer ${token}` } });
  const [design] = (await list.json()).designs as { print_file_url: string; source_width: number }[];
  expect(design!.source_width).toBe(3600);
  const print = await page.request.get(design!.print_file_url, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(print.status()).toBe(200);
  expect(print.headers()['content-type']).toBe('image/png');
  expect((await page.request.get(design!.print_file_url)).status()).toBe(401);
});
