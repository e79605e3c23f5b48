import type { Layers, LayerInput, Placement, PrintLocation } from '@prompttee/domain';
import type { EditorLayer } from './layer-model';

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
 * The printed side's layers: the generated design at its placement first (painted first), then
 * the editor's layers in paint order. Null when the side has nothing but the design, so such a
 * line stays the plain design-and-placement line it always was.
 */
export function sideLayers(
  side: PrintLocation,
  design: { id: string; placement: Placement },
  layers: readonly EditorLayer[],
): Layers | null {
  if (layers.length === 0) return null;
  return {
    [side]: [{ type: 'image', design_id: design.id, ...design.placement }, ...layers.map(toWireLayer)],
  } as Layers;
}
