import { useLingui } from '@lingui/react/macro';
import { printAreaOnMockup } from '@prompttee/catalog/print-area';
import type { PrintLocation } from '@prompttee/domain';
import { Suspense, type Ref } from 'react';
import { boxStyle, designBoxInArea } from '@/lib/placement-box';
import type { ClientDesign } from '../lib/client-design';
import { DESIGNER_TEXTS } from '../lib/designer-texts';
import { useDesignerStore } from '../stores/designer-store';
import { LazyDesignOnStage } from './lazy-parts';

type PlacementStageProps = {
  side: PrintLocation;
  /** The product whose fabric layers (shading, highlight) the design takes. */
  productId: string;
  design: ClientDesign | null;
  /** The focusable design, for moving focus onto a freshly generated design. */
  boxRef?: Ref<HTMLDivElement> | undefined;
  /** The id of the text explaining the controls. */
  helpId: string;
};

/**
 * What lies over the shirt photo, over the side's print area: before there is a design, a dashed
 * placeholder where it will go; then the design with its layers and editor (design-on-stage.tsx,
 * a chunk fetched right after the page renders).
 */
export function PlacementStage({ design, ...props }: PlacementStageProps) {
  const area = boxStyle({ ...printAreaOnMockup(props.productId, props.side), rotation: 0 });
  if (!design) {
    return (
      <div className="pointer-events-none absolute" style={area}>
        <Placeholder side={props.side} />
      </div>
    );
  }
  return (
    <Suspense fallback={null}>
      <LazyDesignOnStage {...props} design={design} area={area} />
    </Suspense>
  );
}

/** Where the design will go, at the side's placement. */
function Placeholder({ side }: { side: PrintLocation }) {
  const { t } = useLingui();
  const placement = useDesignerStore((s) => s.placements[side]);
  return (
    <div
      className="absolute flex items-center justify-center rounded-md border-2 border-dashed border-neutral-400/80 p-2"
      style={boxStyle(designBoxInArea(placement))}
    >
      <span className="rounded-sm bg-white/85 px-2 py-1 text-center text-xs font-medium text-neutral-600 shadow-sm">
        {t(DESIGNER_TEXTS.previewPlaceholder)}
      </span>
    </div>
  );
}
