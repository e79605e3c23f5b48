import { DEFAULT_PLACEMENT, presetsFor, samePlacement, type PrintLocation } from '@prompttee/domain';
import { useId, type ReactNode, type Ref } from 'react';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import type { ClientDesign } from '../lib/client-design';
import { DESIGNER_TEXTS, GENERATION_CYCLE_MS, GENERATION_STEPS } from '../lib/designer-texts';
import type { Selection } from '../hooks/use-selection';
import { previewImageOf } from '../lib/resolve-selection';
import { useDesignerStore } from '../stores/designer-store';
import { ColorSwatches } from './color-swatches';
import { LoadingOverlay } from './loading-overlay';
import { PlacementControls } from './placement-controls';
import { PlacementStage } from './placement-stage';
import { ProductChoices } from './product-choices';
import { ProductImage } from './product-image';
import { SideToggle } from './side-toggle';
import { SizePicker } from './size-picker';

type ProductPreviewProps = {
  selection: Selection;
  design: ClientDesign | null;
  side: PrintLocation;
  generating: boolean;
  ref?: Ref<HTMLDivElement>;
  /** The generation status, focused when GENERATE is pressed. */
  statusRef?: Ref<HTMLDivElement>;
  /** The movable design, focused when a generated design lands. */
  designBoxRef?: Ref<HTMLDivElement>;
};

/** Spec section 2, preview: the shirt in the chosen colour and side, the design on it, and the choices. */
export function ProductPreview(props: ProductPreviewProps) {
  const { selection, design, side, generating, ref, statusRef, designBoxRef } = props;
  const { chooseProduct, chooseColor, chooseSize, choosePrintLocation } = useDesignerStore.getState();
  const helpId = useId();
  const image = previewImageOf(selection.variant, side);
  const preload = (code: string) => {
    const variant = selection.product?.variants.find((v) => v.attributes.color === code);
    const src = previewImageOf(variant ?? null, side);
    if (src) new Image().src = src;
  };

  return (
    <Card ref={ref} role="region" className="scroll-mt-20" aria-label="Preview">
      <div className="rounded-t-[inherit] bg-muted/50 p-3 sm:p-5">
        <div
          className="group/stage relative mx-auto aspect-[4/5] w-full max-w-[min(100%,calc((100dvh-20rem)*0.8))] min-w-[16rem] overflow-hidden rounded-md bg-[#ecebe8] shadow-sm dark:bg-[#2e2e32]"
          data-testid="preview"
          data-side={side}
        >
          {selection.catalogLoading ? (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-sm text-neutral-600 dark:text-neutral-300">
              <Spinner />
              {DESIGNER_TEXTS.loadingProducts}
            </div>
          ) : (
            <>
              {image && selection.product && selection.color && (
                <ProductImage
                  key={image}
                  src={image}
                  alt={`${selection.product.name}, ${selection.color.name}, ${side}`}
                />
              )}
              {selection.product && (
                <PlacementStage
                  key={side}
                  side={side}
                  productId={selection.product.product_id}
                  design={design}
                  boxRef={designBoxRef}
                  helpId={helpId}
                />
              )}
            </>
          )}
          {generating && (
            <LoadingOverlay ref={statusRef} steps={GENERATION_STEPS} cycleMs={GENERATION_CYCLE_MS} />
          )}
        </div>
      </div>

      <div className="grid gap-5 border-t p-4 sm:p-5">
        {selection.products.length > 1 && (
          <Choice label="Product">
            <ProductChoices
              products={selection.products}
              value={selection.product?.product_id ?? null}
              onChange={chooseProduct}
            />
          </Choice>
        )}
        <Choice label="Side">
          <SideToggle value={side} onChange={choosePrintLocation} />
        </Choice>
        {design && selection.product && (
          <Choice label="Placement" detail={<PresetName side={side} />}>
            <PlacementControls side={side} design={design} helpId={helpId} />
          </Choice>
        )}
        {selection.product && (
          <>
            <Choice label="Size" detail={selection.size?.name}>
              <SizePicker
                sizes={selection.sizes}
                value={selection.size?.code ?? null}
                onChange={chooseSize}
              />
            </Choice>
            <Choice label="Color" detail={selection.color?.name}>
              <ColorSwatches
                colors={selection.colors}
                value={selection.color?.code ?? null}
                onChange={chooseColor}
                onPreview={preload}
              />
            </Choice>
          </>
        )}
      </div>
    </Card>
  );
}

/** The preset the side's placement matches, 'Default', or 'Custom' once moved by hand. */
function PresetName({ side }: { side: PrintLocation }) {
  const placement = useDesignerStore((s) => s.placements[side]);
  const preset = presetsFor(side).find((p) => samePlacement(p.placement, placement));
  if (preset) return preset.name;
  return samePlacement(placement, DEFAULT_PLACEMENT) ? 'Default' : 'Custom';
}

function Choice({ label, detail, children }: { label: string; detail?: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-2">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {label}
        {detail && (
          <span className="ml-2 font-medium tracking-normal text-foreground normal-case">{detail}</span>
        )}
      </p>
      {children}
    </div>
  );
}
