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
      {
        label: 'Custom (White / M) - front × 2',
        value: '€39.98',
        image: { url: 'https://shop.example/m.jpg', alt: 'Your design on the tee' },
      },
      { label: 'Shipping', value: '€4.90' },
      { label: 'Total', value: '€44.88', strong: true },
    ],
    outro: 'See you soon.',
  });

  it('writes the same content as plain text: paragraphs, the link, the rows as aligned columns', () => {
    expect(mail.text).toMatch(
      /^PromptTee\n\nYour order is confirmed\n\nThanks for your order!\n\nWe start printing today\.\n/,
    );
    expect(mail.text).toContain('View your order https://shop.example/order-history?x=1&y=2');
    expect(mail.text).toContain(
      ['Custom (White / M) - front × 2  €39.98', 'Shipping                        €4.90'].join('\n'),
    );
    expect(mail.text).toMatch(/^Total\s+€44\.88$/m);
    expect(mail.text).toContain('See you soon.');
    expect(mail.text).toContain('PromptTee OÜ, Narva mnt 5, 10117 Tallinn, Estonia');
    expect(mail.text).toContain('VAT EE102000000');
  });

  it('leaves what only the HTML needs out of the text: the hidden preheader, images, the fallback hint', () => {
    expect(mail.text.match(/Thanks for your order!/g)).toHaveLength(1);
    expect(mail.text).not.toContain('m.jpg');
    expect(mail.text).not.toContain('If the button does not work');
    expect(mail.text.match(/order-history/g)).toHaveLength(1);
  });

  it('writes an HTML body with the shop name, a button and the seller in the footer', () => {
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain('<title>Your order is confirmed</title>');
    expect(mail.html).toMatch(/<a [^>]*href="https:\/\/shop\.example\/order-history\?x=1&amp;y=2"/);
    expect(mail.html).toMatch(/>View your order<\/span>/);
    expect(mail.html).toMatch(/<img alt="Your design on the tee"[^>]* src="https:\/\/shop\.example\/m\.jpg"/);
    expect(mail.html).toMatch(/font-weight:700">€44\.88</);
    expect(mail.html).toContain('PromptTee OÜ');
    expect(mail.html).toContain('Registry code 16000000');
  });

  it('shows a preheader beside the subject: the first intro paragraph unless one is given', () => {
    expect(mail.html).toMatch(/<div [^>]*data-skip-in-text="true"[^>]*>Thanks for your order!</);
    const own = renderEmail({ shop, title: 'T', preheader: 'Shipped today', intro: 'Hello' });
    expect(own.html).toMatch(/data-skip-in-text="true"[^>]*>Shipped today</);
  });

  it('escapes every value, so customer input cannot inject markup', () => {
    const evil = renderEmail({ shop, title: '<script>x</script>', intro: 'a "quote" & <b>bold</b>' });
    expect(evil.html).not.toContain('<script>x');
    expect(evil.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(evil.html).toContain('a &quot;quote&quot; &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(evil.text).toContain('a "quote" & <b>bold</b>');
  });
});
