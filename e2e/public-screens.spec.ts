import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './fixtures';

// Every public screen with the spec's texts (section 2): landing, Support Center, Our Story,
// Forbidden and Logout. The frame around them is in frame.spec.ts.

const TAGLINE = 'Blending creativity with AI to craft unique t-shirt designs.';
const DESIGN_TITLE = /^T-Shirt Design (\d+)$/;

async function shopConfig(
  page: Page,
): Promise<{ shopName: string; supportEmail: string; partnerEmail: string }> {
  return JSON.parse((await page.locator('#shop-config').textContent()) ?? '{}');
}

test.describe('landing page', () => {
  test('shows the product name, the tagline and 15 of the 20 sample designs, without the frame', async ({
    page,
  }) => {
    await page.goto('/');
    const { shopName } = await shopConfig(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shopName);
    await expect(page.getByText(TAGLINE)).toBeVisible();

    const designs = page.getByRole('img', { name: DESIGN_TITLE });
    await expect(designs).toHaveCount(15);
    const numbers: number[] = [];
    for (const image of await designs.all()) {
      const alt = (await image.getAttribute('alt')) ?? '';
      numbers.push(Number(DESIGN_TITLE.exec(alt)?.[1]));
      await expect(image).toHaveAttribute('title', alt);
      await expect(image).toHaveAttribute('src', /^\/samples\/design-\d+\.webp$/);
      // Width and height are set, so nothing moves while the images arrive.
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
    }
    expect(new Set(numbers).size).toBe(15);
    expect(numbers.every((n) => n >= 1 && n <= 20)).toBe(true);
    // Every tile really loads (the copies that make the loop seamless reuse the same files).
    await expect
      .poll(() =>
        page
          .locator('img[src^="/samples/"]')
          .evaluateAll((imgs) =>
            imgs.every(
              (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
            ),
          ),
      )
      .toBe(true);

    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  });

  test('shuffles the designs it shows from one visit to the next', async ({ page }) => {
    const shown = async () => {
      await page.goto('/');
      return page
        .getByRole('img', { name: DESIGN_TITLE })
        .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')));
    };
    const first = (await shown()).join();
    let differs = false;
    // Two shuffles of 20 agree on all 15 places once in about 2.4e18 tries.
    for (let i = 0; i < 3 && !differs; i++) differs = (await shown()).join() !== first;
    expect(differs).toBe(true);
  });

  test('loads neither the router nor the data layer, Radix or the identity client', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('button', { name: 'Get Started Now' })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /router|app-shell|page-frame|auth-client|query|radix/i.test(s))).toEqual([]);
  });

  test('scrolls the rows in alternate directions, and holds still for reduced motion', async ({ page }) => {
    // The journeys run under reduced motion (playwright.config.ts); this one starts without.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    const rows = page.getByRole('region', { name: 'Sample designs' }).locator('.animate-marquee');
    await expect(rows).toHaveCount(3);
    const styles = await rows.evaluateAll((els) =>
      els.map((el) => {
        const s = getComputedStyle(el);
        return { name: s.animationName, direction: s.animationDirection };
      }),
    );
    expect(styles.map((s) => s.name)).toEqual(['marquee', 'marquee', 'marquee']);
    expect(styles.map((s) => s.direction)).toEqual(['normal', 'reverse', 'normal']);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    const still = await rows.evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName));
    expect(still).toEqual(['none', 'none', 'none']);
  });

  test("'Get Started Now' heads for /design, which sends a visitor on to /login; Back returns", async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Get Started Now' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('textbox', { name: /email/i })).toBeVisible();
    // The login page remembers /design as the place to return to.
    expect(await page.evaluate(() => history.state?.usr)).toEqual({ from: '/design' });

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('img', { name: DESIGN_TITLE })).toHaveCount(15);
    await page.getByRole('button', { name: 'Get Started Now' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('works the same when reached from inside the app (the header link)', async ({ page }) => {
    await page.goto('/support');
    await page
      .getByRole('banner')
      .getByRole('link', { name: await shopConfig(page).then((c) => c.shopName) })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('img', { name: DESIGN_TITLE })).toHaveCount(15);
    await page.getByRole('button', { name: 'Get Started Now' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("'Get Started Now' takes a signed-in customer to the designer, passing / as the origin", async ({
    page,
  }) => {
    await page.goto('/');
    await signUpViaApi(page);
    await page.reload();
    await page.getByRole('button', { name: 'Get Started Now' }).click();
    await expect(page).toHaveURL(/\/design$/);
    expect(await page.evaluate(() => history.state?.usr)).toEqual({ from: '/' });
  });
});

test.describe('Support Center', () => {
  const faqQuestions = [
    'How do I track my order?',
    'What is your return policy?',
    'How can I contact customer support?',
    'My product arrived damaged. What should I do?',
    'How long will it take to receive my order?',
    'Why did my order arrive in separate shipments?',
    'How do I change the design on my t-shirt?',
  ];
  const documents = [
    'Terms & Conditions',
    'Privacy Policy',
    'Legal Notice',
    'Permission to Use Image Agreement',
  ];

  const faq = (page: Page) => page.getByRole('region', { name: 'Frequently Asked Questions', exact: true });
  const legal = (page: Page) => page.getByRole('region', { name: 'Legal', exact: true });
  const expanded = (page: Page, region: ReturnType<typeof faq>) =>
    region.locator('button[aria-expanded="true"]').allTextContents();

  test('the FAQ opens one answer at a time and closes it again', async ({ page }) => {
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support Center' })).toBeVisible();
    const questions = faq(page).getByRole('button');
    await expect(questions).toHaveText(faqQuestions);
    expect(await expanded(page, faq(page))).toEqual([]);

    await faq(page).getByRole('button', { name: faqQuestions[1] }).click();
    await expect(faq(page).getByText('section 8 of our Terms & Conditions')).toBeVisible();
    expect(await expanded(page, faq(page))).toEqual([faqQuestions[1]]);

    await faq(page).getByRole('button', { name: faqQuestions[2] }).click();
    await expect(faq(page).getByText('section 8 of our Terms & Conditions')).toBeHidden();
    expect(await expanded(page, faq(page))).toEqual([faqQuestions[2]]);
    // The two addresses of the spec, as e-mail links.
    const { supportEmail, partnerEmail } = await shopConfig(page);
    await expect(faq(page).getByRole('link', { name: supportEmail })).toHaveAttribute(
      'href',
      `mailto:${supportEmail}`,
    );
    await expect(faq(page).getByRole('link', { name: partnerEmail })).toHaveAttribute(
      'href',
      `mailto:${partnerEmail}`,
    );

    await faq(page).getByRole('button', { name: faqQuestions[2] }).click();
    await expect(faq(page).getByRole('link', { name: supportEmail })).toBeHidden();
    expect(await expanded(page, faq(page))).toEqual([]);
  });

  test('the Legal accordion holds the four documents, each readable in full', async ({ page }) => {
    await page.goto('/support');
    const triggers = legal(page).getByRole('button');
    await expect(triggers).toHaveCount(4);
    for (const [i, title] of documents.entries()) await expect(triggers.nth(i)).toContainText(title);

    await legal(page).getByRole('button', { name: 'Terms & Conditions' }).click();
    const terms = legal(page).getByRole('region', { name: /^Terms & Conditions/ });
    await expect(terms.getByText('Last revisited: December 19, 2024').first()).toBeVisible();
    const sections = terms.getByRole('heading', { level: 3 });
    await expect(sections).toHaveCount(15);
    await expect(sections.first()).toHaveText(/^1\. /);
    await expect(sections.nth(7)).toHaveText(/^8\. .*Withdrawal/);
    await expect(sections.last()).toHaveText(/^15\. /);
    await expect(terms.getByRole('listitem').first()).toBeVisible();

    // One document at a time.
    await legal(page).getByRole('button', { name: 'Privacy Policy' }).click();
    expect(await expanded(page, legal(page))).toHaveLength(1);
    await expect(legal(page).getByRole('button', { name: 'Privacy Policy' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(
      legal(page).getByText('The Service is not directed at persons under the age of 18'),
    ).toBeVisible();
    await expect(sections).toHaveCount(0);
  });

  test('deep links open the document or answer they name', async ({ page }) => {
    await page.goto('/support#terms-withdrawal');
    await expect(legal(page).getByRole('button', { name: 'Terms & Conditions' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('heading', { name: /^8\. .*Withdrawal/ })).toBeInViewport();

    await page.goto('/support#return-policy');
    await expect(faq(page).getByRole('button', { name: 'What is your return policy?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('names both addresses in the contact card', async ({ page }) => {
    await page.goto('/support');
    const { supportEmail, partnerEmail } = await shopConfig(page);
    const contact = page.getByRole('region', { name: 'Still need help?' });
    await expect(contact.getByRole('link', { name: supportEmail })).toHaveAttribute(
      'href',
      `mailto:${supportEmail}`,
    );
    await expect(contact.getByRole('link', { name: partnerEmail })).toHaveAttribute(
      'href',
      `mailto:${partnerEmail}`,
    );
  });
});

test('Our Story tells who is behind the shop and leads to the designer', async ({ page }) => {
  await page.goto('/about');
  const main = page.getByRole('main');
  await expect(main.getByText('Our Story', { exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByText(TAGLINE, { exact: false })).toBeVisible();
  await expect(main.getByText(/from Estonia/)).toBeVisible();
  await page.getByRole('link', { name: 'Start designing' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("Forbidden: the spec's texts, and 'Move Along' goes to /design", async ({ page }) => {
  await page.goto('/forbidden');
  await expect(page.getByRole('heading', { level: 1, name: '403 Forbidden' })).toBeVisible();
  await expect(page.getByText("These aren't the t-shirts you're looking for...")).toBeVisible();
  await page.getByRole('link', { name: 'Move Along' }).click();
  // /design needs a login: a visitor ends on /login, to come back to /design afterwards.
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => history.state?.usr)).toEqual({ from: '/design' });
});

test("Logout signs the customer out, shows the spec's texts and 'Return to Home' goes to /", async ({
  page,
}) => {
  await page.goto('/');
  await signUpViaApi(page);
  await page.goto('/logout');
  await expect(page.getByText('Logged Out', { exact: true })).toBeVisible();
  await expect(page.getByText('You have successfully logged out of your account.')).toBeVisible();
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
  // The session is gone on the server too.
  await expect
    .poll(async () => (await page.request.get('/api/auth/get-session')).text())
    .toMatch(/^(null|)$/);

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Get Started Now' })).toBeVisible();
  // Signed out: the designer asks for a login again.
  await page.goto('/design');
  await expect(page).toHaveURL(/\/login$/);
});
