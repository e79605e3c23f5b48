import { useLingui } from '@lingui/react/macro';
import { DEFAULT_PLACEMENT, presetsFor, samePlacement, type PrintLocation } from '@prompttee/domain';
import { Suspense, type ReactNode } from 'react';
import type { ClientDesign } from '../lib/client-design';
import type { Selection } from '../hooks/use-selection';
import { CUSTOM_PLACEMENT_NAME, DEFAULT_PLACEMENT_NAME, PRESET_NAMES } from '../lib/placement-texts';
import { previewImageOf } from '../lib/resolve-selection';
import { useDesignIndex } from '../layers/layers-store';
import { useDesignerStore } from '../stores/designer-store';
import { ColorSwatches } from './color-swatches';
import { LazyPlacementControls } from './lazy-parts';
import { ProductChoices } from './product-choices';
import { AreaPicker } from './area-picker';
import { ProductSafety } from './product-safety';
import { SizePicker } from './size-picker';

/** The colours whose every size is sold out. */
function soldOutColors(selection: Selection): Set<string> {
  const variants = selection.product?.variants ?? [];
  const codes = new Set(variants.map((v) => v.attributes.color));
  return new Set(
    [...codes].filter((code) =>
      variants.filter((v) => v.attributes.color === code).every((v) => v.available === false),
    ),
  );
}

/** The sizes of the chosen colour that are sold out. */
function soldOutSizes(selection: Selection): Set<string> {
  const color = selection.color?.code;
  return new Set(
    (selection.product?.variants ?? [])
      .filter((v) => v.attributes.color === color && v.available === false)
      .map((v) => v.attributes.size),
  );
}

export type ProductOptionsProps = {
  selection: Selection;
  design: ClientDesign | null;
  side: PrintLocation;
  /** The preview's description of the keys that move the design. */
  helpId: string;
};

/**
 * The product options' fields (product-options.tsx): product, side, placement, size, colour and
 * the product's safety facts, in the order the spec lists them.
 */
export function ProductOptionFields({ selection, design, side, helpId }: ProductOptionsProps) {
  const { t } = useLingui();
  const { chooseProduct, chooseColor, chooseSize, choosePrintLocation } = useDesignerStore.getState();
  // The design's placement is set where the design is: not on a sleeve holding only a text.
  const designOnSide = useDesignIndex(side);
  const preload = (code: string) => {
    const variant = selection.product?.variants.find((v) => v.attributes.color === code);
    const src = previewImageOf(variant ?? null, side);
    if (src) new Image().src = src;
  };

  return (
    <>
      {selection.products.length > 1 && (
        <Choice label={t`Product`}>
          <ProductChoices
            products={selection.products}
            value={selection.product?.product_id ?? null}
            onChange={chooseProduct}
          />
        </Choice>
      )}
      {selection.product && (
        <Choice label={t`Print area`}>
          <AreaPicker product={selection.product} value={side} onChange={choosePrintLocation} />
        </Choice>
      )}
      {design && selection.product && designOnSide >= 0 && (
        <Choice label={t`Placement`} detail={<PresetName side={side} />}>
          <Suspense fallback={<div className="h-24" />}>
            <LazyPlacementControls side={side} design={design} helpId={helpId} />
          </Suspense>
        </Choice>
      )}
      {selection.product && (
        <>
          <Choice label={t`Size`} detail={selection.size?.name}>
            <SizePicker
              sizes={selection.sizes}
              soldOut={soldOutSizes(selection)}
              value={selection.size?.code ?? null}
              onChange={chooseSize}
            />
          </Choice>
          <Choice label={t`Color`} detail={selection.color?.name}>
            <ColorSwatches
              colors={selection.colors}
              soldOut={soldOutColors(selection)}
              value={selection.color?.code ?? null}
              onChange={chooseColor}
              onPreview={preload}
            />
          </Choice>
        </>
      )}
      {selection.product?.safety && <ProductSafety safety={selection.product.safety} />}
    </>
  );
}

/** The preset the side's placement matches, 'Default', or 'Custom' once moved by hand. */
function PresetName({ side }: { side: PrintLocation }) {
  const { t } = useLingui();
  const placement = useDesignerStore((s) => s.placements[side]);
  const preset = presetsFor(side).find((p) => samePlacement(p.placement, placement));
  if (preset) return t(PRESET_NAMES[preset.name]);
  return t(samePlacement(placement, DEFAULT_PLACEMENT) ? DEFAULT_PLACEMENT_NAME : CUSTOM_PLACEMENT_NAME);
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
