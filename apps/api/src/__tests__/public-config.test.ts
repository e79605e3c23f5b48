import { DEFAULT_PUBLIC_CONFIG } from '@prompttee/domain/default-public-config';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { publicShopConfig } from '../public-config';

describe('public config', () => {
  // The web app shows DEFAULT_PUBLIC_CONFIG where the server injected nothing; the two must agree.
  it('of an empty environment is the one the web app falls back to', () => {
    expect(publicShopConfig(loadConfig({}))).toEqual(DEFAULT_PUBLIC_CONFIG);
  });
});
