import { SSO_PROVIDERS, type SsoProvider } from '@prompttee/domain';
import type { Config } from '../../config';

function credentials(id: string | undefined, secret: string | undefined) {
  return id && secret ? { clientId: id, clientSecret: secret } : undefined;
}

/** A provider is enabled when both its id and secret are set. */
function ssoCredentialsOf(config: Config) {
  return {
    google: credentials(config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET),
    facebook: credentials(config.FACEBOOK_CLIENT_ID, config.FACEBOOK_CLIENT_SECRET),
    github: credentials(config.GITHUB_CLIENT_ID, config.GITHUB_CLIENT_SECRET),
  } satisfies Record<SsoProvider, unknown>;
}

/** Which providers sign-in accepts; the browser's public config shows the same buttons. */
export function ssoProvidersEnabled(config: Config): Record<SsoProvider, boolean> {
  const { google, facebook, github } = ssoCredentialsOf(config);
  return { google: !!google, facebook: !!facebook, github: !!github };
}

/** better-auth's socialProviders: the enabled providers with their credentials. */
export function socialProvidersFromConfig(config: Config) {
  const { google, facebook, github } = ssoCredentialsOf(config);
  return {
    ...(google ? { google: { ...google, prompt: 'select_account' as const } } : {}),
    ...(facebook ? { facebook } : {}),
    ...(github ? { github } : {}),
  };
}

export function configuredSsoProviders(config: Config): Set<SsoProvider> {
  const enabled = ssoProvidersEnabled(config);
  return new Set(SSO_PROVIDERS.filter((p) => enabled[p]));
}
