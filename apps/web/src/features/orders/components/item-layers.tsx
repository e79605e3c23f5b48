import type { Layers, PrintLocation } from '@prompttee/domain';
import { Image as ImageIcon, Type } from 'lucide-react';

/** What an ordered shirt carries on each side, bottom layer first, as the customer designed it. */
export function ItemLayers({ layers }: { layers: Layers | null | undefined }) {
  const sides = (['front', 'back'] as PrintLocation[]).flatMap((side) => {
    const list = layers?.[side];
    return list && list.length > 1 ? [{ side, list }] : [];
  });
  if (sides.length === 0) return null;
  return (
    <div className="mt-1 grid gap-1" data-testid="item-layers">
      {sides.map(({ side, list }) => (
        <div key={side} className="text-xs text-muted-foreground">
          <span className="font-medium text-foreground">
            {list.length} layers on the {side}:
          </span>
          <ol className="mt-0.5 flex flex-wrap gap-1">
            {list.map((layer, i) => (
              <li
                key={i}
                className="inline-flex max-w-full items-center gap-1 rounded border bg-muted/50 px-1.5 py-0.5"
              >
                {layer.type === 'text' ? (
                  <>
                    <Type className="size-3 shrink-0" aria-hidden />
                    <span className="truncate">
                      Text “{layer.text.replace(/\n/g, ' ')}”
                      {layer.arc ? `, curved ${Math.abs(layer.arc)}°` : ''}
                    </span>
                  </>
                ) : (
                  <>
                    <ImageIcon className="size-3 shrink-0" aria-hidden />
                    <span>{i === 0 ? 'Design' : 'Image'}</span>
                  </>
                )}
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
