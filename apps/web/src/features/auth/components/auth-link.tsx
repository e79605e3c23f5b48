import { createContext, useContext, type ComponentProps, type MouseEvent } from 'react';

/** Moves to another page of the shop: the router's navigate, or loading the app first (app/bare-login.tsx). */
export type AuthNavigate = (to: string, options?: { replace?: boolean }) => void;

// Without a provider a link is an ordinary page load, which always works.
const AuthNavigateContext = createContext<AuthNavigate>((to) => window.location.assign(to));

/**
 * The login page renders before the router has loaded on a first visit (its JavaScript budget has
 * no room for React Router), so its links take the navigation from here instead of the router.
 */
export const AuthNavigateProvider = AuthNavigateContext.Provider;

export function useAuthNavigate(): AuthNavigate {
  return useContext(AuthNavigateContext);
}

/** A link to `to` that navigates within the app, as React Router's Link does. */
export function AuthLink({ to, onClick, ...props }: Omit<ComponentProps<'a'>, 'href'> & { to: string }) {
  const navigate = useAuthNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // A new tab or window (modifier keys, middle button) is the browser's to open.
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={follow} {...props} />;
}
