import { SSO_PROVIDERS, type SsoProvider } from '@prompttee/domain';
import type { Config } from '../../config';

function credentials(id: string | undefined, secret: string | undefined) {
  return id && secret ? { clientId: id, clientSecret: secret } : undefined;
}

/** better-auth's socialProviders: a provider is enabled when both its id and secret are set. */
export function socialProvidersFromConfig(config: Config) {
  const google = credentials(config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET);
  const facebook = credentials(config.FACEBOOK_CLIENT_ID, config.FACEBOOK_CLIENT_SECRET);
  const github = credentials(config.GITHUB_CLIENT_ID, config.GITHUB_CLIENT_SECRET);
  return {
    ...(google ? { google: { ...google, prompt: 'select_account' as const } } : {}),
    ...(facebook ? { facebook } : {}),
    ...(github ? { github } : {}),
  };
}

export function configuredSsoProviders(config: Config): Set<SsoProvider> {
  return new Set(SSO_PROVIDERS.filter((p) => p in socialProvidersFromConfig(config)));
}
