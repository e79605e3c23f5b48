import { Trans } from '@lingui/react/macro';
import { LogOut, Shirt } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { shopConfig } from '@/config/shop-config';
import { useAuthStore } from '@/stores/auth-store';

/** Signs the user out as soon as it opens (spec section 2, Logout). */
export function LogoutPage() {
  const logout = useAuthStore((s) => s.logout);
  useEffect(() => {
    void logout();
  }, [logout]);
  return (
    <main className="relative isolate flex min-h-dvh flex-col items-center justify-center gap-8 overflow-hidden bg-background p-4">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_60%_45%_at_50%_35%,color-mix(in_oklab,var(--primary)_14%,transparent),transparent)]"
      />
      <span className="flex items-center gap-3 text-lg font-bold tracking-tight">
        <span className="grid size-9 place-items-center rounded-md bg-primary text-primary-foreground shadow-sm">
          <Shirt className="size-5" aria-hidden />
        </span>
        {shopConfig.shopName}
      </span>
      <Card className="w-full max-w-md text-center shadow-lg shadow-primary/5">
        <CardHeader className="items-center pt-8">
          <span className="mx-auto mb-3 grid size-14 place-items-center rounded-full bg-accent text-accent-foreground">
            <LogOut className="size-7" aria-hidden />
          </span>
          <CardTitle as="h1" className="text-2xl">
            <Trans>Logged Out</Trans>
          </CardTitle>
          <CardDescription className="text-base">
            <Trans>You have successfully logged out of your account.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent className="pb-8">
          <Link to={paths.landing} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
            <Trans>Return to Home</Trans>
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
