import { withTexts } from '@/i18n/with-texts';
import { preloadableLazy } from '@/lib/preloadable-lazy';

// Parts of the designer that are not in its first load (DESIGN.md budgets it at 150 kB).

const tools = withTexts(['designer-tools'], () => import('./design-tools'));

// Fetched right after the page has rendered, well before a generated design lands, so they
// render at once when it does.
export const LazyDesignOnStage = preloadableLazy(() => tools().then((m) => m.DesignOnStage));
export const LazyPlacementControls = preloadableLazy(() => tools().then((m) => m.PlacementControls));

export const LazyCandidatePicker = preloadableLazy(() => tools().then((m) => m.CandidatePicker));

export function preloadDesignTools() {
  return Promise.all([
    LazyDesignOnStage.preload(),
    LazyPlacementControls.preload(),
    LazyCandidatePicker.preload(),
  ]);
}

/** Only customers who have not confirmed their address see it (and fetch it). */
export const LazyVerifyEmailNote = preloadableLazy(
  withTexts(['designer-tools'], () => import('./verify-email-note').then((m) => m.VerifyEmailNote)),
);
