import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { useAuthStore } from '@/stores/auth-store';
import { router } from './router';

export function App() {
  useEffect(() => {
    void useAuthStore.getState().syncSession();
  }, []);
  return (
    // Spec section 1: the app defaults to light; the theme control itself defaults to system.
    <ThemeProvider defaultTheme="light" storageKey="vite-ui-theme">
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
