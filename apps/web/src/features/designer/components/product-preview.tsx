import { useLingui } from '@lingui/react/macro';
import { PRINT_AREA_WORDS } from '@/lib/print-area-names';
import type { PrintLocation } from '@prompttee/domain';
import { Suspense, type Ref } from 'react';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { ClientDesign } from '../lib/client-design';
import { DESIGNER_TEXTS, GENERATION_CYCLE_MS, GENERATION_STEPS } from '../lib/designer-texts';
import type { Selection } from '../hooks/use-selection';
import { previewImageOf } from '../lib/resolve-selection';
import { LazyPlacementStage, LazyProductImage } from './lazy-parts';
import { LoadingOverlay } from './loading-overlay';

type ProductPreviewProps = {
  selection: Selection;
  design: ClientDesign | null;
  side: PrintLocation;
  generating: boolean;
  /** Names the keys that move the design; the placement controls point at it too. */
  helpId: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
  /** The generation status, focused when GENERATE is pressed. */
  statusRef?: Ref<HTMLDivElement>;
  /** The movable design, focused when a generated design lands. */
  designBoxRef?: Ref<HTMLDivElement>;
};

/**
 * Spec section 2, preview: the shirt in the chosen colour and side, with the design on it. The
 * choices live in ProductOptions, so the shirt can stay in view while they are made.
 */
export function ProductPreview(props: ProductPreviewProps) {
  const { selection, design, side, generating, helpId, className, ref, statusRef, designBoxRef } = props;
  const { t } = useLingui();
  const image = previewImageOf(selection.variant, side);
  const steps = GENERATION_STEPS.map((step) => t(step));
  // 'Classic Unisex T-Shirt, White, front': the photo's product, colour and side.
  const photoText = (product: string, color: string) => t`${product}, ${color}, ${t(PRINT_AREA_WORDS[side])}`;

  return (
    <Card
      ref={ref}
      role="region"
      className={cn('scroll-mt-20', className)}
      aria-label={t({ comment: 'The shirt with the design on it', message: 'Preview' })}
    >
      <div className="rounded-[inherit] bg-muted/50 p-3 sm:p-5">
        <div
          className="group/stage relative mx-auto aspect-[4/5] w-full max-w-[min(100%,calc((100dvh-20rem)*0.8))] min-w-[16rem] lg:max-w-[min(100%,calc((100dvh-12rem)*0.8))] overflow-hidden rounded-md bg-[#ecebe8] shadow-sm dark:bg-[#2e2e32]"
          data-testid="preview"
          data-side={side}
        >
          {selection.catalogLoading ? (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-sm text-neutral-600 dark:text-neutral-300">
              <Spinner />
              {t(DESIGNER_TEXTS.loadingProducts)}
            </div>
          ) : (
            // In by the time the catalogue is (lazy-parts.ts): no fallback ever shows.
            <Suspense fallback={null}>
              {image && selection.product && selection.color && (
                <LazyProductImage
                  key={image}
                  src={image}
                  alt={photoText(selection.product.name, selection.color.name)}
                />
              )}
              {selection.product && (
                <LazyPlacementStage
                  key={side}
                  side={side}
                  productId={selection.product.product_id}
                  design={design}
                  boxRef={designBoxRef}
                  helpId={helpId}
                />
              )}
            </Suspense>
          )}
          {generating && <LoadingOverlay ref={statusRef} steps={steps} cycleMs={GENERATION_CYCLE_MS} />}
        </div>
      </div>
    </Card>
  );
}
