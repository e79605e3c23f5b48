import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { useAuthStore } from '@/stores/auth-store';
import { AppRoutes } from './router';

/** Whether this browser remembers a signed-in customer (their frame is not a visitor's). */
export const remembersSignedIn = () => useAuthStore.getState().isAuthenticated;

export function App() {
  useEffect(() => {
    void useAuthStore.getState().syncSession();
  }, []);
  return (
    // Spec section 1: the app defaults to light; the theme control itself defaults to system.
    <ThemeProvider defaultTheme="light" storageKey="vite-ui-theme">
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ThemeProvider>
  );
}
