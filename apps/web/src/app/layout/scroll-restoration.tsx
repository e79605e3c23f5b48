import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';
const positions: Record<string, number> = readPositions();

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * New pages start at the top (or at their #anchor); Back and Forward return to where the visitor
 * was on that page, also after a reload. Positions are kept per history entry, as the browser does.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      positions[key] = window.scrollY;
    };
    const persist = () => {
      remember();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or blocked: positions still hold for this page's life.
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
    };
  }, [key]);

  useLayoutEffect(() => {
    if (navigationType === 'POP' && positions[key] !== undefined) {
      window.scrollTo(0, positions[key]);
      return;
    }
    const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [key, hash, navigationType]);

  return null;
}
