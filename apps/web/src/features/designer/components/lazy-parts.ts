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

// Shown once the catalogue has arrived, and loaded beside it: hooks/use-selection.ts holds the
// catalogue back until they are in, so they render at once with it.
const catalogViews = withTexts(['designer-tools'], () => import('./catalog-views'));

export const LazyProductOptionFields = preloadableLazy(() =>
  catalogViews().then((m) => m.ProductOptionFields),
);
export const LazyVariantPrice = preloadableLazy(() => catalogViews().then((m) => m.VariantPrice));
export const LazyProductImage = preloadableLazy(() => catalogViews().then((m) => m.ProductImage));
export const LazyPlacementStage = preloadableLazy(() => catalogViews().then((m) => m.PlacementStage));

const catalogParts = [LazyProductOptionFields, LazyVariantPrice, LazyProductImage, LazyPlacementStage];
export const preloadCatalogViews = () => Promise.all(catalogParts.map((part) => part.preload()));
export const catalogViewsLoaded = () => catalogParts.every((part) => part.isLoaded());

/** Only customers who have not confirmed their address see it (and fetch it). */
export const LazyVerifyEmailNote = preloadableLazy(
  withTexts(['designer-tools'], () => import('./verify-email-note').then((m) => m.VerifyEmailNote)),
);
