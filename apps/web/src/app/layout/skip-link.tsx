import { Trans } from '@lingui/react/macro';

/** The first stop of the Tab order: past the sidebar and header, straight to the page (WCAG 2.4.1). */
export function SkipLink({ target = 'main-content' }: { target?: string }) {
  return (
    <a
      href={`#${target}`}
      // Focus the page itself: a hash change would also reach the router and the page's own
      // #anchor handling (the Support Center opens sections by hash).
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
      className="fixed top-3 left-3 z-[60] -translate-y-24 rounded-md bg-primary px-4 py-2.5 text-sm font-semibold text-primary-foreground shadow-lg focus-visible:translate-y-0 motion-safe:transition-transform"
    >
      <Trans>Skip to main content</Trans>
    </a>
  );
}
