import {
  type Catalog,
  type Layer,
  layerDesignIds,
  type Layers,
  PRINT_LOCATIONS,
  printAreaIn,
} from '@prompttee/domain';
import { type ComposeSideDeps, composedSideKeys, ensureComposedSide } from '../compositions/compose-side';
import type { UseCaseDeps } from '../use-case-deps';
import type { DesignFilesRow, OrderItemFiles } from './order-repository';
import type { PricedLine } from './price-order';

export type LayeredItemDeps = ComposeSideDeps & Pick<UseCaseDeps, 'orders' | 'catalog'>;

/**
 * Each layered line's sides' files, keyed `${index}:${side}`, without composing anything: the keys
 * are the stack's own (composedSideKeys), so the cart's preview already made them, or the order's
 * prepare-order-files job makes them (composeOrderSides). The composed file is both the side's
 * design and its file at the placement.
 */
export function layeredLineFiles(
  catalog: Catalog,
  userId: string,
  lines: readonly PricedLine[],
  designs: Map<string, DesignFilesRow>,
): Map<string, OrderItemFiles> {
  const out = new Map<string, OrderItemFiles>();
  for (const [index, line] of lines.entries()) {
    if (!line.layers) continue;
    for (const side of PRINT_LOCATIONS) {
      const layers = line.layers[side];
      if (!layers) continue;
      const keys = composedSideKeys(userId, layers, printAreaIn(catalog, line.productId, side));
      out.set(`${index}:${side}`, {
        printKey: keys.printKey,
        thumbnailKey: keys.thumbnailKey,
        placedPrintKey: keys.printKey,
        prompt: titleOf(layers, designs),
        aiGenerated: layers.some(
          (l) => l.type === 'image' && designs.get(l.design_id)?.source === 'generated',
        ),
      });
    }
  }
  return out;
}

/** The side's title: its first text, else its first image's prompt. */
function titleOf(layers: readonly Layer[], designs: Map<string, DesignFilesRow>): string {
  const text = layers.find((l) => l.type === 'text');
  if (text?.type === 'text') return text.text.replace(/\n/g, ' ').slice(0, 120);
  const image = layers.find((l) => l.type === 'image');
  return (image?.type === 'image' && designs.get(image.design_id)?.prompt) || 'Your design';
}

/**
 * An order's sides of layers composed under the keys the order recorded, unless they are already.
 * The designs they paint were checked when the order was placed, and the files of designs an order
 * uses are kept, so they are read here by id, whoever owns them now.
 */
export async function composeOrderSides(
  deps: LayeredItemDeps,
  order: { userId: string; items: readonly { productId: string; layers: Layers | null }[] },
): Promise<void> {
  const ids = [...new Set(order.items.flatMap((item) => (item.layers ? layerDesignIds(item.layers) : [])))];
  const designs = await deps.orders.ownedDesigns(order.userId, ids);
  const images = new Map<string, Buffer>();
  for (const item of order.items) {
    for (const side of PRINT_LOCATIONS) {
      const layers = item.layers?.[side];
      if (!layers) continue;
      const area = printAreaIn(deps.catalog, item.productId, side);
      await ensureComposedSide(deps, { userId: order.userId, layers, designs, images, area });
    }
  }
}
