import { describe, expect, it } from 'vitest';
import { invoiceLink, trackingLinkFor } from '../external-links';

describe('external links', () => {
  it('adds the e-mail to the invoice service URL', () => {
    expect(invoiceLink('https://invoices.example/lookup', 'mari+1@example.com')).toBe(
      'https://invoices.example/lookup?email=mari%2B1%40example.com',
    );
    expect(invoiceLink('https://invoices.example/lookup?shop=pt', 'a@b.c')).toBe(
      'https://invoices.example/lookup?shop=pt&email=a%40b.c',
    );
  });

  it('links tracking only when there is a tracking number', () => {
    const site = 'https://tracking.example/track';
    expect(trackingLinkFor({ tracking_number: null }, site)).toBeNull();
    expect(trackingLinkFor({ tracking_number: '', tracking_url: 'https://carrier/x' }, site)).toBeNull();
    expect(trackingLinkFor({ tracking_number: 'TRK 1' }, site)).toBe(
      'https://tracking.example/track?tracking_number=TRK+1',
    );
    expect(trackingLinkFor({ tracking_number: 'TRK1', tracking_url: 'https://carrier/TRK1' }, site)).toBe(
      'https://carrier/TRK1',
    );
  });
});
