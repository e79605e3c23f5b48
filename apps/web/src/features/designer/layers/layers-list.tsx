import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PrintLocation } from '@prompttee/domain';
import { ArrowDown, ArrowUp, Copy, Image as ImageIcon, Trash2, Type } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { isDesignLayer, layerName, MAX_LAYERS_PER_SIDE, type SideLayer } from './layer-model';
import { announceLayerChange, deleteLayer, useLayerAnnouncement } from './delete-layer';
import { useLayersStore, useSideLayers } from './layers-store';

type LayersListProps = { side: PrintLocation; designTitle: string };

/**
 * The side's layers, top first as a stack reads, the generated design among them. Each row
 * selects its layer and has buttons to bring it forward, send it backward, duplicate and delete
 * it (a side keeps at least one layer); what happened is announced.
 */
export function LayersList({ side, designTitle }: LayersListProps) {
  const { t } = useLingui();
  const layers = useSideLayers(side);
  const [count, max] = [layers.length, MAX_LAYERS_PER_SIDE];
  const selectedId = useLayersStore((s) => s.selectedId);
  const { select: selectLayer, reorder, duplicate } = useLayersStore.getState();
  const said = useLayerAnnouncement((s) => s.said);
  const full = layers.length >= MAX_LAYERS_PER_SIDE;
  const top = [...layers].reverse();

  const act = (message: string, action: () => void) => () => {
    action();
    announceLayerChange(message);
  };

  return (
    <div className="grid grid-cols-1 gap-2">
      <h3 id={`layers-${side}`} className="text-sm font-medium">
        {t`Layers on the ${select(side, {
          front: 'front',
          back: 'back',
          left_sleeve: 'left sleeve',
          right_sleeve: 'right sleeve',
          neck_label: 'neck label',
          other: 'front',
        })}`}{' '}
        <span className="font-normal text-muted-foreground">{t`(${count} of ${max})`}</span>
      </h3>
      <ul
        aria-labelledby={`layers-${side}`}
        className="grid grid-cols-1 gap-1 outline-none"
        data-testid="layers-list"
        data-layers-list={side}
        tabIndex={-1}
      >
        {top.map((layer, i) => {
          const name = layerName(layer, designTitle);
          const design = isDesignLayer(layer);
          // The generated design is selected when no other layer is.
          const selected = design ? selectedId === null : layer.id === selectedId;
          return (
            <li
              key={layer.id}
              className={cn(
                'flex items-center gap-1 rounded-md border border-transparent py-1 pr-1 pl-2',
                selected ? 'border-primary/50 bg-accent' : 'hover:bg-muted/60',
              )}
              data-testid="layer-row"
              data-layer={design ? 'design' : layer.type}
            >
              <button
                type="button"
                aria-pressed={selected}
                data-layer-select={layer.id}
                onClick={() => selectLayer(design ? null : layer.id)}
                className="flex min-h-9 min-w-0 flex-1 items-center gap-2 rounded-sm text-left text-sm focus-visible:outline-2 focus-visible:outline-ring"
              >
                <LayerIcon layer={layer} />
                <span className="truncate">{name}</span>
              </button>
              <RowButton
                label={t`Bring ${name} forward`}
                off={i === 0}
                onClick={act(t`${name} brought forward.`, () => reorder(side, layer.id, 1))}
                Icon={ArrowUp}
              />
              <RowButton
                label={t`Send ${name} backward`}
                off={i === top.length - 1}
                onClick={act(t`${name} sent backward.`, () => reorder(side, layer.id, -1))}
                Icon={ArrowDown}
              />
              <RowButton
                label={t`Duplicate ${name}`}
                off={full}
                onClick={act(t`${name} duplicated.`, () => duplicate(side, layer.id))}
                Icon={Copy}
              />
              <RowButton
                label={t`Delete ${name}`}
                off={layers.length <= 1}
                onClick={() => deleteLayer(side, layer.id, t`${name} deleted.`)}
                Icon={Trash2}
              />
            </li>
          );
        })}
      </ul>
      <p className="sr-only" aria-live="polite" data-testid="layers-announcement">
        {said}
      </p>
    </div>
  );
}

function LayerIcon({ layer }: { layer: SideLayer }) {
  const Icon = layer.type === 'text' ? Type : ImageIcon;
  return <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />;
}

function RowButton({
  label,
  off,
  onClick,
  Icon,
}: {
  label: string;
  off: boolean;
  onClick(): void;
  Icon: typeof ArrowUp;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-9 shrink-0"
      aria-label={label}
      title={label}
      disabled={off}
      onClick={onClick}
    >
      <Icon className="size-4" aria-hidden />
    </Button>
  );
}
