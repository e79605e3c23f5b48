import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { TooltipProvider } from '@/components/ui/tooltip';
import { queryClient } from '@/lib/query-client';
import { ScrollRestoration } from './scroll-restoration';

/**
 * Providers every screen of the router needs. The landing page boots without the router
 * (app/boot.tsx), so its first load carries neither the data layer nor Radix.
 */
export function AppShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={200}>
        <Outlet />
        {/* New pages start at the top (or at their #anchor); Back returns to where you were. */}
        <ScrollRestoration />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
