import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { LanguageProvider } from '@/i18n/language-provider';
import { useAuthStore } from '@/stores/auth-store';
import { AppRoutes } from './router';

export { preloadScreens, treatFirstRenderAsNavigation } from './router';

/** Whether this browser remembers a signed-in customer (their frame is not a visitor's). */
export const remembersSignedIn = () => useAuthStore.getState().isAuthenticated;

export function App() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  useEffect(() => {
    void useAuthStore.getState().syncSession();
  }, []);
  useEffect(() => {
    // Lazily: the API client is not part of the public pages' first load.
    if (isAuthenticated)
      void import('@/i18n/account-locale').then((account) => account.followAccountLocale());
  }, [isAuthenticated]);
  return (
    // Spec section 1: the app defaults to light; the theme control itself defaults to system.
    <ThemeProvider defaultTheme="light" storageKey="vite-ui-theme">
      <LanguageProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </LanguageProvider>
    </ThemeProvider>
  );
}
