/**
 * The pages the server sends rendered (app/boot.tsx) show their buttons before the script that
 * makes them work has arrived. This small script, inline in those pages' head (put there by
 * scripts/route-pages.mjs, allowed by the CSP by its hash), keeps the presses on buttons made
 * until then; once the app has taken the page over it replays the last one (app/router.tsx), so
 * that on a slow phone the menu or the theme a visitor tapped for still opens. Only the last: a
 * visitor who pressed twice because nothing happened wants what they pressed for once. Links and
 * submit buttons are left to the browser: they work without a script (the login page reads a form
 * sent early back from its address); an in-page link focuses its target, as the app's does. The logic lives here, not in the app's bundle, which every
 * route loads: only these pages need it.
 */
export type EarlyClicks = {
  /** Presses the button last pressed, if it is still on the page, and stops keeping presses. */
  replay(): void;
  /** Stops keeping presses and forgets them: the app rendered the page anew. */
  drop(): void;
};

declare global {
  interface Window {
    __earlyClicks?: EarlyClicks;
  }
}

/** Classic script, for the page's head. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a script's source, not a text
export const EARLY_CLICKS_SCRIPT = `(function () {
  var last = null;
  function press(event) {
    // An in-page link (the skip link) does what the app does with it: focus its target, without
    // the #hash in the address, which the app would read as a part of the page to open.
    var link = event.target.closest && event.target.closest('a[href^="#"]');
    var linked = link && document.getElementById(link.getAttribute('href').slice(1));
    if (linked) {
      event.preventDefault();
      linked.focus();
      return;
    }
    var target = event.target.closest && event.target.closest('button[type="button"], [role="button"]');
    if (!target) return;
    event.preventDefault();
    last = target;
  }
  function stop() {
    document.removeEventListener('click', press, true);
    delete window.__earlyClicks;
  }
  document.addEventListener('click', press, true);
  window.__earlyClicks = {
    replay: function () {
      stop();
      if (last && last.isConnected) last.click();
    },
    drop: stop,
  };
})();`;
