import { useLingui } from '@lingui/react/macro';
import { Shirt } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { shopConfig, TAGLINE } from '@/config/shop-config';
import { LanguageSwitcher } from '@/i18n/language-switcher';
import { AuthLink } from './auth-link';

/** The bare page around the login and reset cards: brand on top, the card centred, soft glow behind. */
export function AuthLayout({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  const { t } = useLingui();
  return (
    <main className="relative isolate flex min-h-dvh flex-col items-center justify-center overflow-hidden bg-background px-4 py-10">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_50%_-10%,color-mix(in_oklab,var(--primary)_22%,transparent),transparent_70%),radial-gradient(30rem_20rem_at_90%_100%,color-mix(in_oklab,var(--primary)_10%,transparent),transparent_70%)]"
      />
      <LanguageSwitcher className="absolute top-4 right-4" />
      <div className="w-full max-w-md">
        <AuthLink
          to={paths.landing}
          className="mx-auto mb-8 flex w-fit flex-col items-center gap-3 rounded-lg text-center focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
        >
          <span className="grid size-12 place-items-center rounded-xl bg-primary text-primary-foreground shadow-lg shadow-primary/30">
            <Shirt className="size-6" aria-hidden />
          </span>
          <span className="text-2xl font-bold tracking-tight">{shopConfig.shopName}</span>
          <span className="max-w-sm text-sm text-balance text-muted-foreground">{t(TAGLINE)}</span>
        </AuthLink>
        {children}
        {footer && <div className="mt-6 text-center text-xs text-muted-foreground">{footer}</div>}
      </div>
    </main>
  );
}
