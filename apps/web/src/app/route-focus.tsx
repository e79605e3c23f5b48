import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { shopConfig } from '@/config/shop-config';
import { documentTitle, routeTitle } from './route-titles';

// A lazily loaded screen may show a spinner first (the payment result waits 2 s): wait this long
// for its heading before giving up on moving focus.
const HEADING_WAIT_MS = 10_000;

/**
 * Resolves with the page's main heading once it is in `scope` (the app's own root, not whatever
 * else the document holds), or null after `ms`.
 */
function whenHeadingAppears(
  scope: HTMLElement,
  ms: number,
  signal: AbortSignal,
): Promise<HTMLElement | null> {
  const find = () => scope.querySelector<HTMLElement>('main h1, h1');
  return new Promise((resolve) => {
    const found = find();
    if (found) return resolve(found);
    const observer = new MutationObserver(() => {
      const heading = find();
      if (heading) done(heading);
    });
    const timer = window.setTimeout(() => done(null), ms);
    const done = (heading: HTMLElement | null) => {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve(heading);
    };
    signal.addEventListener('abort', () => done(null));
    observer.observe(scope, { childList: true, subtree: true });
  });
}

let handedOver = false;

/**
 * The landing page mounts the app already on the page the visitor asked for ('Get Started Now'):
 * that first render is a navigation too, and is treated as one.
 */
export function treatFirstRenderAsNavigation() {
  handedOver = true;
}

/**
 * Single-page navigation says nothing to a screen reader and leaves focus on a link that is
 * gone. On every route change (not the first page load) this names the page in the document
 * title, announces it in a polite live region, and moves focus to the new page's heading, so
 * the next Tab continues from the top of the new page.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  // The page last announced; the first page load counts as announced (the skip link stays first).
  const announced = useRef<string | null>(handedOver ? null : pathname);
  const [announcement, setAnnouncement] = useState('');
  const announcer = useRef<HTMLDivElement>(null);
  const { i18n } = useLingui();

  // The title follows a change of language too.
  useEffect(() => {
    document.title = documentTitle(pathname, shopConfig.shopName);
  }, [pathname, i18n.locale]);

  useEffect(() => {
    handedOver = false;
    if (announced.current === pathname) return;
    const page = routeTitle(pathname) ?? shopConfig.shopName;
    setAnnouncement(
      i18n._(
        msg({ comment: 'Said by a screen reader after moving to a page', message: `${page}, page loaded` }),
      ),
    );
    const controller = new AbortController();
    const scope = announcer.current?.parentElement ?? document.body;
    void whenHeadingAppears(scope, HEADING_WAIT_MS, controller.signal).then((heading) => {
      if (controller.signal.aborted) return;
      announced.current = pathname;
      if (!heading) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      // The router's scroll restoration already placed the page; focusing must not move it.
      heading.focus({ preventScroll: true });
    });
    return () => controller.abort();
    // Announced once per page: a change of language alone is no navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return (
    <>
      <Outlet />
      <div
        ref={announcer}
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="sr-only"
        data-testid="route-announcer"
      >
        {announcement}
      </div>
    </>
  );
}
