import { describe, expect, it } from 'vitest';
import { paymentProviderOf } from '../payment-provider';

describe('paymentProviderOf', () => {
  it('is Stripe when its secret key is set, else the test checkout', () => {
    expect(paymentProviderOf({ STRIPE_SECRET_KEY: 'sk_test_123' })).toBe('stripe');
    expect(paymentProviderOf({ STRIPE_SECRET_KEY: undefined })).toBe('test');
    expect(paymentProviderOf({ STRIPE_SECRET_KEY: '' })).toBe('test');
  });
});
