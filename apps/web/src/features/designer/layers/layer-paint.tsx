import { DESIGN_ASPECT, type PrintLocation } from '@prompttee/domain';
import { boxStyle } from '@/lib/placement-box';
import { useShownBox } from './layer-draft';
import { layerBoxInArea } from './layer-geometry';
import type { EditorLayer, ImageLayer, TextLayer } from './layer-model';
import { useDesignIndex, useSideLayers } from './layers-store';
import { outlinesAspect, TextLayerSvg, useTextOutlines } from './text-layer-svg';

type LayerPaintProps = { side: PrintLocation; part: 'below' | 'above' };

/**
 * A side's layers as they will print, in paint order: those under the generated design (drawn
 * before it) or those over it. With the design deleted from the side, all are "above".
 */
export default function LayerPaint({ side, part }: LayerPaintProps) {
  const layers = useSideLayers(side);
  const at = useDesignIndex(side);
  const shown = part === 'below' ? layers.slice(0, Math.max(at, 0)) : layers.slice(at + 1);
  return (
    <>
      {shown.map((layer) => (layer.type === 'design' ? null : <PaintedLayer key={layer.id} layer={layer} />))}
    </>
  );
}

function PaintedLayer({ layer }: { layer: EditorLayer }) {
  return layer.type === 'text' ? <PaintedText layer={layer} /> : <PaintedImage layer={layer} />;
}

function PaintedImage({ layer }: { layer: ImageLayer }) {
  const box = useShownBox(layer.id, layer);
  return (
    <img
      src={layer.src}
      alt=""
      draggable={false}
      className="absolute object-contain select-none"
      style={boxStyle(layerBoxInArea(box, DESIGN_ASPECT))}
      data-testid="layer-image"
    />
  );
}

function PaintedText({ layer }: { layer: TextLayer }) {
  const box = useShownBox(layer.id, layer);
  const outlines = useTextOutlines(layer);
  return (
    <div
      className="absolute"
      style={boxStyle(layerBoxInArea(box, outlinesAspect(outlines)))}
      data-testid="layer-text"
      data-ready={outlines ? true : undefined}
    >
      <TextLayerSvg layer={layer} outlines={outlines} />
    </div>
  );
}
