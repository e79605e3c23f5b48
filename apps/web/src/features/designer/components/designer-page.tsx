import { Trans } from '@lingui/react/macro';
import {
  addCustomItemToCart,
  createCustomItem,
  findPrintArea,
  printAreasOf,
  printAreaSize,
  toCartItem,
  type DesignStyle,
} from '@prompttee/domain';
import { lazy, Suspense, useEffect, useId, useMemo, useRef } from 'react';
import { withTexts } from '@/i18n/with-texts';
import { cn } from '@/lib/cn';
import { useCartStore } from '@/stores/cart-store';
import { AreaSizeContext } from '../hooks/use-area-size';
import { useDesignGeneration } from '../hooks/use-design-generation';
import { useGenerationFocus } from '../hooks/use-generation-focus';
import { useMiniPreview } from '../hooks/use-mini-preview';
import { useSelection } from '../hooks/use-selection';
import type { ClientDesign } from '../lib/client-design';
import { ERROR_BANNER_MS } from '../lib/designer-texts';
import { useLayersStore } from '../layers/layers-store';
import { cartSides } from '../layers/cart-sides';
import { useDesignerStore } from '../stores/designer-store';
import { AddToCartButton } from './add-to-cart-button';
import { DesignEditor } from './design-editor';
import { DesignerError } from './designer-error';
import { preloadDesignTools } from './lazy-parts';
import { ProductOptions } from './product-options';
import { ProductPreview } from './product-preview';
import { ProductSelect } from './product-select';

// The layer editor (text, uploads, fonts) is its own chunk, fetched after the page has rendered,
// with its texts.
const LayersPanel = lazy(withTexts(['designer-tools'], () => import('../layers/layers-panel')));

/** Below this width the preview sits above the editor, so actions scroll it back into view. */
const STACKED = '(max-width: 1023px)';

/**
 * Spec section 2, Designer. Wide: the preview on the left stays in view while the editor, the
 * product's options and Add to Cart scroll on the right. Narrow: the preview, then the prompt
 * (what the customer came for), then the options.
 */
export function DesignerPage() {
  const selection = useSelection();
  const design = useDesignerStore((s) => s.design);
  const chosenSide = useDesignerStore((s) => s.printLocation);
  // A product without the area chosen on another (a tote has no sleeves) shows its front.
  const areas = selection.product ? printAreasOf(selection.product).map((area) => area.id) : null;
  const side = !areas || areas.includes(chosenSide) ? chosenSide : 'front';
  const chooseProduct = useDesignerStore((s) => s.chooseProduct);
  const applyDesign = useDesignerStore((s) => s.applyDesign);
  const generation = useDesignGeneration();
  const updateCart = useCartStore((s) => s.update);
  const previewRef = useRef<HTMLDivElement>(null);
  const pending = generation.status === 'pending';
  const { dismissError } = generation;
  const focus = useGenerationFocus(generation.status);
  const helpId = useId();
  const { markerRef, editorFocus, mini } = useMiniPreview();

  useEffect(() => void preloadDesignTools().catch(() => {}), []);

  // The generation's error banner shows for 5 s (spec section 9); catalog errors stay.
  useEffect(() => {
    if (generation.status !== 'error') return;
    const timer = setTimeout(dismissError, ERROR_BANNER_MS);
    return () => clearTimeout(timer);
  }, [generation.status, generation.error, dismissError]);

  const error = selection.catalogError ?? selection.error ?? generation.error;
  // Spec section 5: no design, no variant, loading, or any error.
  const soldOut = selection.variant?.available === false;
  const addDisabled =
    !design || !selection.variant || soldOut || selection.catalogLoading || pending || !!error;

  const showPreview = () => {
    if (window.matchMedia(STACKED).matches) {
      previewRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  };
  const generate = (prompt: string, basedOn?: string, style?: DesignStyle) => {
    showPreview();
    focus.followGenerate();
    void generation.generate(prompt, basedOn, style);
  };
  const use = (picked: ClientDesign) => {
    applyDesign(picked);
    showPreview();
  };
  const areaSize = useMemo(
    () => printAreaSize(selection.product ? findPrintArea(selection.product, side) : undefined),
    [selection.product, side],
  );
  const addToCart = () => {
    if (!design) return;
    // Read at the click, not subscribed to: a placement change must not re-render the page.
    const { placements } = useDesignerStore.getState();
    const printed = cartSides(side, { id: design.id, placements }, useLayersStore.getState().sides, areas);
    const item = createCustomItem({
      product: selection.product,
      variant: selection.variant,
      design: { id: design.id, src: design.src, title: design.title },
      printLocation: printed.printLocation,
      placement: placements[printed.printLocation],
      layers: printed.layers,
    });
    updateCart((cart) => addCustomItemToCart(cart, toCartItem(item)));
  };

  // pb-24 keeps Add to Cart clear of the floating cart button at the bottom of a phone screen.
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-24 sm:px-6 lg:px-8 lg:pt-8">
      <div className="mb-5">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          <Trans comment="The design page's heading">Designer</Trans>
        </h1>
        <p className="mt-1 text-sm text-muted-foreground">
          <Trans>Describe a design, see it on your shirt, and add it to your cart.</Trans>
        </p>
      </div>
      <ProductSelect
        products={selection.products}
        value={selection.product?.product_id ?? null}
        onChange={chooseProduct}
      />
      {error && (
        <div className="mb-5">
          <DesignerError
            message={error}
            onRetry={selection.catalogError ? selection.reloadCatalog : undefined}
          />
        </div>
      )}
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-8">
        <ProductPreview
          ref={previewRef}
          className={cn(
            'lg:sticky lg:top-20',
            // A phone's editor far below it: the shirt rides along, small, in the top corner.
            mini &&
              'max-lg:pointer-events-none max-lg:sticky max-lg:top-16 max-lg:z-30 max-lg:origin-top-right max-lg:scale-[0.38] max-lg:shadow-xl',
          )}
          selection={selection}
          design={design}
          side={side}
          generating={pending}
          helpId={helpId}
          statusRef={focus.statusRef}
          designBoxRef={focus.designBoxRef}
        />
        <AreaSizeContext value={areaSize}>
          <div className="relative grid gap-4">
            <div ref={markerRef} aria-hidden className="pointer-events-none absolute top-0 h-px w-px" />
            <DesignEditor
              hasProduct={!!selection.product}
              pending={pending}
              onGenerate={generate}
              onUse={use}
            />
            <div onFocusCapture={editorFocus.onFocusCapture} onBlurCapture={editorFocus.onBlurCapture}>
              <Suspense fallback={null}>
                <LayersPanel side={side} design={design} shirtHex={selection.color?.hex ?? '#FFFFFF'} />
              </Suspense>
            </div>
            <ProductOptions selection={selection} design={design} side={side} helpId={helpId} />
            <AddToCartButton
              disabled={addDisabled}
              variant={selection.variant ?? null}
              product={selection.product ?? null}
              side={side}
              designId={design?.id ?? null}
              onAdd={addToCart}
            />
          </div>
        </AreaSizeContext>
      </div>
    </div>
  );
}
