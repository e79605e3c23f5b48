import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { paths, type OriginState } from '@/config/paths';
import { shopConfig, TAGLINE } from '@/config/shop-config';
import { pickGridRows, type SampleDesign } from '../lib/sample-designs';
import { DesignGrid } from './design-grid';
import { GetStartedButton } from './get-started-button';
import { LanguageLinks } from './language-links';
import { MotionToggle } from './motion-toggle';

export type NavigateTo = (to: string, state: OriginState) => void;

type LandingPageProps = {
  navigate: NavigateTo;
  prefetch?: () => void;
  /** The wall's designs; a prerendered page passes the order it was rendered with. */
  rows?: SampleDesign[][];
  /** The heading; the prerender passes a placeholder the server fills in. */
  shopName?: string;
};

/**
 * The bare landing page (no page frame). It imports neither the router nor the data layer, so its
 * first load stays small; whoever renders it passes in how to navigate.
 */
export function LandingPage({
  navigate,
  prefetch,
  rows: givenRows,
  shopName = shopConfig.shopName,
}: LandingPageProps) {
  const { t } = useLingui();
  // Shuffled once per visit; a re-render must not reshuffle the wall.
  const [rows] = useState(() => givenRows ?? pickGridRows());
  const [paused, setPaused] = useState(false);
  // The served page is the app's now: 'Get Started Now' pressed before is pressed again.
  useEffect(() => window.__earlyClicks?.replay(), []);
  return (
    <main className="relative isolate h-dvh min-h-[32rem] overflow-hidden bg-background text-foreground">
      <DesignGrid rows={rows} paused={paused} />
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_70%_55%_at_50%_42%,var(--background)_20%,color-mix(in_oklab,var(--background)_75%,transparent)_55%,transparent_85%)]"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[linear-gradient(to_bottom,var(--background),transparent_10%,transparent_72%,var(--background))] md:bg-[linear-gradient(to_bottom,var(--background),transparent_22%,transparent_70%,var(--background))]"
      />
      <div className="relative z-10 mx-auto flex max-w-3xl flex-col items-center px-6 pt-[24vh] text-center">
        {/* Full width, so the web font arriving changes only the text, never the box (CLS). */}
        <h1 className="w-full pb-2 text-[clamp(2.75rem,14vw,6rem)] leading-none font-black tracking-tighter">
          <span className="bg-gradient-to-br from-primary via-fuchsia-500 to-primary bg-clip-text text-transparent">
            {shopName}
          </span>
        </h1>
        <p className="mt-4 max-w-xl text-lg font-medium text-balance text-foreground/80 md:text-2xl">
          {t(TAGLINE)}
        </p>
      </div>
      <MotionToggle paused={paused} onToggle={() => setPaused((p) => !p)} />
      <GetStartedButton
        paused={paused}
        onClick={() => navigate(paths.design, { from: window.location.pathname })}
        onIntent={prefetch}
      />
      {/* After the call to action in the tab order, though drawn in the top corner. */}
      <LanguageLinks />
    </main>
  );
}
