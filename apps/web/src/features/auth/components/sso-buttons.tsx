import { Button } from '@/components/ui/button';
import { SSO_PROVIDER_NAMES, SSO_PROVIDERS, type SsoProvider } from '@/lib/sso';
import { providerIcons } from './provider-icons';

/** 'Or continue with' Google, Facebook, GitHub: always shown (the server answers for each). */
export function SsoButtons({
  disabled,
  loading,
  onSelect,
}: {
  disabled: boolean;
  /** The provider whose sign-in is starting, if any. */
  loading: SsoProvider | null;
  onSelect(p: SsoProvider): void;
}) {
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" />
        Or continue with
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className="grid gap-2 sm:grid-cols-3">
        {SSO_PROVIDERS.map((provider) => {
          const Icon = providerIcons[provider];
          return (
            <Button
              key={provider}
              variant="outline"
              className="h-11 gap-2 px-2 font-medium"
              disabled={disabled}
              onClick={() => onSelect(provider)}
              aria-label={`Continue with ${SSO_PROVIDER_NAMES[provider]}`}
            >
              <Icon className="size-5" />
              <span className="truncate">
                {loading === provider ? 'Loading...' : SSO_PROVIDER_NAMES[provider]}
              </span>
            </Button>
          );
        })}
      </div>
    </div>
  );
}
