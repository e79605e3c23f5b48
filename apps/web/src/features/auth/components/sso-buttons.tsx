import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { shopConfig } from '@/config/shop-config';
import { SSO_PROVIDER_NAMES, SSO_PROVIDERS, type SsoProvider } from '@/lib/sso';
import { cn } from '@/lib/cn';
import { providerIcons } from './provider-icons';

/**
 * 'Or continue with' Google, Facebook, GitHub: only the providers this shop has configured, and
 * nothing at all when it has none (docs/decisions/015-sso-only-configured.md).
 */
export function SsoButtons({
  disabled,
  loading,
  onSelect,
  configured = shopConfig.ssoProviders,
}: {
  disabled: boolean;
  /** The provider whose sign-in is starting, if any. */
  loading: SsoProvider | null;
  onSelect(p: SsoProvider): void;
  configured?: Record<SsoProvider, boolean>;
}) {
  const { t } = useLingui();
  const providers = SSO_PROVIDERS.filter((provider) => configured[provider]);
  if (providers.length === 0) return null;
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" />
        <Trans>Or continue with</Trans>
        <span className="h-px flex-1 bg-border" />
      </div>
      <div
        className={cn('grid gap-2', providers.length > 1 && 'sm:grid-cols-[repeat(auto-fit,minmax(0,1fr))]')}
      >
        {providers.map((provider) => {
          const Icon = providerIcons[provider];
          const name = SSO_PROVIDER_NAMES[provider];
          return (
            <Button
              key={provider}
              variant="outline"
              className="h-11 gap-2 px-2 font-medium"
              disabled={disabled}
              onClick={() => onSelect(provider)}
              aria-label={t`Continue with ${name}`}
            >
              <Icon className="size-5" />
              <span className="truncate">{loading === provider ? t`Loading...` : name}</span>
            </Button>
          );
        })}
      </div>
    </div>
  );
}
