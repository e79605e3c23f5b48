import { useLingui } from '@lingui/react/macro';
import { type Layer, type Layers, PRINT_LOCATIONS } from '@prompttee/domain';
import { Image as ImageIcon, Type } from 'lucide-react';
import { PRINT_AREA_WORDS } from '@/lib/print-area-names';

/** What an ordered shirt carries on each side, bottom layer first, as the customer designed it. */
export function ItemLayers({ layers }: { layers: Layers | null | undefined }) {
  const { t } = useLingui();
  const sides = PRINT_LOCATIONS.flatMap((side) => {
    const list = layers?.[side];
    return list && list.length > 1 ? [{ side, list }] : [];
  });
  if (sides.length === 0) return null;
  return (
    <div className="mt-1 grid gap-1" data-testid="item-layers">
      {sides.map(({ side, list }) => {
        const count = list.length;
        return (
          <div key={side} className="text-xs text-muted-foreground">
            <span className="font-medium text-foreground">
              {/* Only stacks of two or more layers are listed. */}
              {side === 'front'
                ? t`${count} layers on the front:`
                : side === 'back'
                  ? t`${count} layers on the back:`
                  : t`${count} layers on the ${t(PRINT_AREA_WORDS[side])}:`}
            </span>
            <ol className="mt-0.5 flex flex-wrap gap-1">
              {list.map((layer, i) => (
                <li
                  key={i}
                  className="inline-flex max-w-full items-center gap-1 rounded border bg-muted/50 px-1.5 py-0.5"
                >
                  <LayerName layer={layer} first={i === 0} />
                </li>
              ))}
            </ol>
          </div>
        );
      })}
    </div>
  );
}

function LayerName({ layer, first }: { layer: Layer; first: boolean }) {
  const { t } = useLingui();
  if (layer.type !== 'text') {
    return (
      <>
        <ImageIcon className="size-3 shrink-0" aria-hidden />
        <span>
          {first ? t({ comment: 'The generated design, the bottom layer', message: 'Design' }) : t`Image`}
        </span>
      </>
    );
  }
  const text = layer.text.replace(/\n/g, ' ');
  const degrees = Math.abs(layer.arc ?? 0);
  return (
    <>
      <Type className="size-3 shrink-0" aria-hidden />
      <span className="truncate">{degrees ? t`Text “${text}”, curved ${degrees}°` : t`Text “${text}”`}</span>
    </>
  );
}
