import { LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/stores/auth-store';

/** Signs the user out as soon as it opens (spec section 2, Logout). */
export function LogoutPage() {
  const logout = useAuthStore((s) => s.logout);
  useEffect(() => {
    void logout();
  }, [logout]);
  return (
    <main className="grid min-h-dvh place-items-center bg-muted/40 p-4">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <span className="mx-auto mb-2 grid size-14 place-items-center rounded-full bg-accent text-accent-foreground">
            <LogOut className="size-7" aria-hidden />
          </span>
          <CardTitle className="text-2xl">Logged Out</CardTitle>
          <CardDescription className="text-base">
            You have successfully logged out of your account.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Link to={paths.landing} className={buttonVariants({ className: 'w-full' })}>
            Return to Home
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
