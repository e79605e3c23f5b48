import { useLingui } from '@lingui/react/macro';
import type { Placement, PrintLocation } from '@prompttee/domain';
import { lazy, Suspense, useRef, type CSSProperties, type Ref } from 'react';
import { boxStyle, designBoxInArea } from '@/lib/placement-box';
import type { ClientDesign } from '../lib/client-design';
import { useDesignIndex } from '../layers/layers-store';
import { usePlacementDraft, useShownPlacement } from '../stores/placement-draft';
import { PlacementBox } from './placement-box';

// The fabric's light over the design comes a moment after the design itself, in its own chunk:
// the designer's first load stays within its budget (decision 022).
const FabricLayers = lazy(() => import('./fabric-layers'));
// Text and image layers, and their frames, come with the layer editor's chunk.
const LayerPaint = lazy(() => import('../layers/layer-paint'));
const LayerFrames = lazy(() => import('../layers/layer-frames'));

type DesignOnStageProps = {
  side: PrintLocation;
  productId: string;
  design: ClientDesign;
  boxRef?: Ref<HTMLDivElement> | undefined;
  helpId: string;
  /** The print area's box on the photo. */
  area: CSSProperties;
};

/**
 * What lies over the shirt photo, in layers, each covering the side's print area:
 * 1. the design at its placement;
 * 2. the mockup's shading (multiplied) and highlight (screened) over the design's own pixels, so it
 *    takes the fabric's light as the server's mockup does (renderMockup; without the folds' bend);
 * 3. the editor: the print area's dashed outline, the centre guides and the movable frame.
 * The side's other layers are painted under or over the design, as its place in their list says.
 * The editor stays above any shading so its handles keep their colours.
 */
export function DesignOnStage({ side, productId, design, boxRef, helpId, area }: DesignOnStageProps) {
  const areaRef = useRef<HTMLDivElement>(null);
  // The design's place among the side's layers (-1: deleted from this side).
  const designAt = useDesignIndex(side);
  return (
    <>
      <div className="pointer-events-none absolute" style={area}>
        <Suspense fallback={null}>
          <LayerPaint side={side} part="below" />
        </Suspense>
        {designAt >= 0 && <PlacedDesign side={side} productId={productId} design={design} />}
        <Suspense fallback={null}>
          <LayerPaint side={side} part="above" />
        </Suspense>
      </div>
      <div ref={areaRef} className="absolute isolate" style={area} data-testid="print-area">
        <PrintAreaOutline />
        <CentreGuides />
        {designAt >= 0 && (
          <PlacementBox
            side={side}
            design={design}
            areaRef={areaRef}
            boxRef={boxRef}
            helpId={helpId}
            at={designAt}
          />
        )}
        <Suspense fallback={null}>
          <LayerFrames side={side} areaRef={areaRef} helpId={helpId} />
        </Suspense>
      </div>
    </>
  );
}

function PlacedDesign({
  side,
  productId,
  design,
}: {
  side: PrintLocation;
  productId: string;
  design: ClientDesign;
}) {
  const placement = useShownPlacement(side);
  return (
    <>
      <DesignImage design={design} placement={placement} />
      <Suspense fallback={null}>
        <FabricLayers side={side} productId={productId} design={design} placement={placement} />
      </Suspense>
    </>
  );
}

function DesignImage({ design, placement }: { design: ClientDesign; placement: Placement }) {
  const { t } = useLingui();
  const title = design.title;
  return (
    <img
      key={design.id}
      src={design.src}
      alt={t`Design: ${title}`}
      width={384}
      height={512}
      draggable={false}
      className="absolute object-contain drop-shadow-sm select-none motion-safe:animate-fade-in"
      style={boxStyle(designBoxInArea(placement))}
      data-testid="design-overlay"
    />
  );
}

/** The whole print area, dashed, while the design is pointed at, focused or dragged. */
function PrintAreaOutline() {
  const dragging = usePlacementDraft((s) => s.draft !== null);
  return (
    <div
      aria-hidden
      data-editing={dragging || undefined}
      data-testid="print-area-outline"
      className="pointer-events-none absolute inset-0 rounded-[3px] border-2 border-dashed border-primary opacity-0 shadow-[0_0_0_1px_rgb(255_255_255/0.45)] transition-opacity duration-150 group-hover/stage:opacity-100 group-focus-within/stage:opacity-100 data-editing:opacity-100 [@media(hover:none)]:opacity-60"
    />
  );
}

/** The print area's centre lines, shown while a dragged design sits on them. */
function CentreGuides() {
  const snapped = usePlacementDraft((s) => s.snapped);
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0">
      {snapped.x && (
        <span
          className="absolute inset-y-0 left-1/2 w-px -translate-x-1/2 bg-pink-500"
          data-testid="guide-x"
        />
      )}
      {snapped.y && (
        <span
          className="absolute inset-x-0 top-1/2 h-px -translate-y-1/2 bg-pink-500"
          data-testid="guide-y"
        />
      )}
    </div>
  );
}
