import { WITHDRAWAL_NOTICE } from '@prompttee/domain';
import { describe, expect, it } from 'vitest';
import { orderConfirmationEmail } from '../order-confirmation-email';

const shop = {
  name: 'PromptTee',
  url: 'https://shop.example',
  supportEmail: 'support@shop.example',
  companyName: 'PromptTee OÜ',
  companyAddress: 'Narva mnt 5, 10117 Tallinn, Estonia',
  companyRegistryCode: '16000000',
  companyVat: 'EE102000000',
};

const links = {
  orderHistory: 'https://shop.example/order-history',
  invoice: 'https://shop.example/v1/orders/5f0c9a52-8c1e-4a3e-9a4e-111111111111/invoice',
  terms: 'https://shop.example/support#terms',
};

describe('the order confirmation e-mail', () => {
  const mail = orderConfirmationEmail(
    shop,
    {
      displayOrderId: 'PT-7K3M9Q',
      currency: 'EUR',
      totalCents: 4998,
      shippingCents: 0,
      address: {
        first_name: 'Lena',
        last_name: 'Müller',
        company: null,
        vat_number: null,
        address1: 'Unter den Linden 77',
        address2: null,
        city: 'Berlin',
        county: 'Berlin',
        postcode: '10117',
        country: 'DE',
        phone1: '+4930123456',
      },
      lines: [{ name: 'Classic Tee (White / M) - front print', quantity: 2, unitPriceCents: 2499 }],
      vat: { country: 'DE', rate_percent: 19, amount: 798 },
    },
    links,
  );

  it('states the VAT the total contains, in both parts', () => {
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('incl. 19 % VAT');
      expect(part).toContain('€7.98');
      expect(part).toContain('€49.98');
    }
  });

  it('links the invoice and the Terms, and repeats that there is no right of withdrawal', () => {
    expect(mail.html).toContain(`href="${links.invoice}"`);
    expect(mail.html).toContain(`href="${links.terms}"`);
    expect(mail.text).toContain(links.invoice);
    expect(mail.text.replace(/\s+/g, ' ')).toContain(WITHDRAWAL_NOTICE);
  });
});
