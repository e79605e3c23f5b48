// The single sign-on rules live once in the domain package, shared with the identity service.
export {
  EMBEDDED_BROWSER_MESSAGE,
  isEmbeddedBrowser,
  SSO_PROVIDER_NAMES,
  SSO_PROVIDERS,
  type SsoProvider,
} from '@prompttee/domain/sso';
