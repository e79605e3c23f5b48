import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { paths, type OriginState } from '@/config/paths';
import { authClient } from '@/lib/auth-client';
import { useAuthStore } from '@/stores/auth-store';

// Interim e-mail and password form; the full multi-step login card replaces it.
export function LoginPage() {
  const navigate = useNavigate();
  const origin = (useLocation().state as OriginState)?.from ?? paths.landing;
  const [mode, setMode] = useState<'login' | 'signup'>('login');
  const [error, setError] = useState<string | null>(null);
  const syncSession = useAuthStore((s) => s.syncSession);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const email = String(form.get('email'));
    const password = String(form.get('password'));
    const result =
      mode === 'login'
        ? await authClient.signIn.email({ email, password })
        : await authClient.signUp.email({ email, password, name: '' });
    if (result.error) return setError('Invalid email or password');
    await syncSession();
    navigate(origin, { replace: true });
  }

  return (
    <main className="grid min-h-dvh place-items-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>{mode === 'login' ? 'Log In' : 'Sign Up'}</CardTitle>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="space-y-4">
            {error && (
              <Alert tone="error" title="Error">
                {error}
              </Alert>
            )}
            <Label className="block space-y-1.5">
              <span>Email</span>
              <Input name="email" type="email" required />
            </Label>
            <Label className="block space-y-1.5">
              <span>Password</span>
              <Input name="password" type="password" required />
            </Label>
            <Button type="submit" className="w-full">
              {mode === 'login' ? 'Log In' : 'Sign Up'}
            </Button>
            <Button variant="link" onClick={() => setMode(mode === 'login' ? 'signup' : 'login')}>
              {mode === 'login' ? "Don't have an account? Sign up" : 'Already have an account? Log in'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
