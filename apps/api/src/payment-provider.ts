import type { PaymentProvider } from '@prompttee/domain';
import type { Config } from './config';

/**
 * Which checkout the shop runs: Stripe when its secret key is set (the config then requires the
 * publishable key and webhook secret too), else the test checkout. The composition root builds
 * the adapter from it and the public config tells the browser, so the two cannot disagree.
 */
export const paymentProviderOf = (config: Pick<Config, 'STRIPE_SECRET_KEY'>): PaymentProvider =>
  config.STRIPE_SECRET_KEY ? 'stripe' : 'test';
