import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { configuredSsoProviders, socialProvidersFromConfig, ssoProvidersEnabled } from '../social-providers';

describe('ssoProvidersEnabled', () => {
  it('enables a provider only when both its id and secret are set', () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GITHUB_CLIENT_ID: 'github-id',
    });
    expect(ssoProvidersEnabled(config)).toEqual({ google: true, facebook: false, github: false });
  });

  it('agrees with the providers sign-in is given', () => {
    const config = loadConfig({ FACEBOOK_CLIENT_ID: 'fb-id', FACEBOOK_CLIENT_SECRET: 'fb-secret' });
    expect(Object.keys(socialProvidersFromConfig(config))).toEqual(['facebook']);
    expect([...configuredSsoProviders(config)]).toEqual(['facebook']);
  });
});
