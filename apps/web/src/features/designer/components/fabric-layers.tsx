import { fabricLayerFrame, mockupLayerUrls } from '@prompttee/catalog/mockup-layers';
import type { Placement, PrintLocation } from '@prompttee/domain';
import type { CSSProperties } from 'react';
import { boxStyle, designBoxInArea, designBoxOnMockup } from '@/lib/placement-box';
import type { ClientDesign } from '../lib/client-design';

type FabricLayersProps = {
  side: PrintLocation;
  productId: string;
  design: ClientDesign;
  placement: Placement;
};

/**
 * The product side's shading (multiplied) and highlight (screened at 0.75, as the server's ink)
 * over the design's own pixels, so the live preview takes the fabric's light like the server's
 * mockup (renderMockup), without the folds' bend. Only for a design from the page's own origin.
 */
export default function FabricLayers({ side, productId, design, placement }: FabricLayersProps) {
  // A mask image is fetched with CORS: only a design from the page's own origin can be one.
  if (!sameOrigin(design.src)) return null;
  const layers = mockupLayerUrls(productId, side);
  return (
    <>
      <FabricLayer
        src={layers.shading}
        blend="multiply"
        design={design}
        side={side}
        productId={productId}
        placement={placement}
      />
      <FabricLayer
        src={layers.highlight}
        blend="screen"
        opacity={0.75}
        design={design}
        side={side}
        productId={productId}
        placement={placement}
      />
    </>
  );
}

function sameOrigin(src: string): boolean {
  try {
    return new URL(src, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * One of the fabric's layers over the design: an element on the design's box, masked by the
 * design's own pixels and blended onto what lies below (the design over the shirt); inside it the
 * layer image, placed back over the whole mockup with the design's turn undone, so it lines up
 * with the shirt whatever the placement.
 */
function FabricLayer(props: {
  src: string;
  blend: 'multiply' | 'screen';
  opacity?: number;
  design: ClientDesign;
  side: PrintLocation;
  productId: string;
  placement: Placement;
}) {
  const { src, blend, opacity, design, side, productId, placement } = props;
  const frame = fabricLayerFrame(designBoxOnMockup(placement, side, productId));
  const mask = `url("${design.src}")`;
  const style: CSSProperties = {
    ...boxStyle(designBoxInArea(placement)),
    mixBlendMode: blend,
    opacity,
    maskImage: mask,
    maskSize: '100% 100%',
    maskRepeat: 'no-repeat',
    WebkitMaskImage: mask,
    WebkitMaskSize: '100% 100%',
    WebkitMaskRepeat: 'no-repeat',
  };
  return (
    <div aria-hidden className="absolute" style={style} data-testid={`fabric-${blend}`}>
      <div
        className="absolute"
        style={{
          left: frame.left,
          top: frame.top,
          width: frame.width,
          height: frame.height,
          transformOrigin: frame.transformOrigin,
          transform: frame.transform,
          background: `url("${src}") 0 0 / 100% 100% no-repeat`,
        }}
      />
    </div>
  );
}
