import type { Layers, LayerInput, Placement, PrintLocation } from '@prompttee/domain';
import { isDesignLayer, type EditorLayer, type SideLayer } from './layer-model';

/** One editor layer as the cart and the order carry it (the domain's layer contract). */
export function toWireLayer(layer: EditorLayer): LayerInput {
  const box = { x: layer.x, y: layer.y, width: layer.width, rotation: layer.rotation };
  if (layer.type === 'image') return { type: 'image', design_id: layer.designId, ...box };
  return {
    type: 'text',
    text: layer.text,
    font: layer.font as Extract<LayerInput, { type: 'text' }>['font'],
    color: layer.color.toUpperCase(),
    ...box,
    arc: layer.arc,
    ...(layer.outline
      ? { outline: { color: layer.outline.color.toUpperCase(), width: layer.outline.width / 100 } }
      : {}),
    align: layer.align,
    letter_spacing: layer.letterSpacing / 1000,
  };
}

/**
 * The printed side's layers in paint order, the generated design at its placement where it sits
 * in the list. Null when the side has nothing but the design, so such a line stays the plain
 * design-and-placement line it always was.
 */
export function sideLayers(
  side: PrintLocation,
  design: { id: string; placement: Placement },
  layers: readonly SideLayer[],
): Layers | null {
  if (layers.length === 0 || (layers.length === 1 && isDesignLayer(layers[0]!))) return null;
  const wire = layers.map((layer): LayerInput =>
    isDesignLayer(layer) ? { type: 'image', design_id: design.id, ...design.placement } : toWireLayer(layer),
  );
  return { [side]: wire } as Layers;
}
