import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { emailShopFromConfig, renderEmail } from '..';

const shop = emailShopFromConfig(loadConfig({ SHOP_NAME: 'PromptTee', PUBLIC_URL: 'https://shop.example' }));

describe('the shared e-mail layout', () => {
  const mail = renderEmail({
    shop,
    title: 'Your order is confirmed',
    intro: ['Thanks for your order!', 'We start printing today.'],
    action: { label: 'View your order', url: 'https://shop.example/order-history?x=1&y=2' },
    rows: [
      { label: 'Custom (White / M) - front × 2', value: '€39.98' },
      { label: 'Total', value: '€39.98', strong: true },
    ],
    outro: 'See you soon.',
  });

  it('writes the same content as plain text, with the link on its own line', () => {
    expect(mail.text).toContain('PromptTee');
    expect(mail.text).toContain('Your order is confirmed');
    expect(mail.text).toContain('Thanks for your order!\n\nWe start printing today.');
    expect(mail.text).toContain('View your order:\nhttps://shop.example/order-history?x=1&y=2');
    expect(mail.text).toMatch(/Total\s+€39\.98/);
    expect(mail.text).toContain('See you soon.');
    expect(mail.text).toContain('PromptTee OÜ, Narva mnt 5, 10117 Tallinn, Estonia');
    expect(mail.text).toContain('VAT EE102000000');
  });

  it('writes an HTML body with the shop name, a button and the seller in the footer', () => {
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain('<title>Your order is confirmed</title>');
    expect(mail.html).toContain('href="https://shop.example/order-history?x=1&amp;y=2"');
    expect(mail.html).toContain('>View your order</a>');
    expect(mail.html).toContain('PromptTee OÜ');
    expect(mail.html).toContain('Registry code 16000000');
  });

  it('escapes every value, so customer input cannot inject markup', () => {
    const evil = renderEmail({ shop, title: '<script>x</script>', intro: 'a "quote" & <b>bold</b>' });
    expect(evil.html).not.toContain('<script>x');
    expect(evil.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(evil.html).toContain('a &quot;quote&quot; &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(evil.text).toContain('a "quote" & <b>bold</b>');
  });
});
