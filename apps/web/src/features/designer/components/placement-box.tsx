import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PrintLocation } from '@prompttee/domain';
import type { KeyboardEvent, PointerEvent, Ref, RefObject } from 'react';
import { cn } from '@/lib/cn';
import { boxStyle, designBoxInArea } from '@/lib/placement-box';
import { usePlacementGestures } from '../hooks/use-placement-gestures';
import type { ClientDesign } from '../lib/client-design';
import { placementForKey } from '../lib/placement-keys';
import { DESIGN_LAYER, MAX_LAYERS_PER_SIDE } from '../layers/layer-model';
import { deleteLayer } from '../layers/delete-layer';
import { useLayersStore } from '../layers/layers-store';
import { useDesignerStore } from '../stores/designer-store';
import { usePlacementDraft, useShownPlacement } from '../stores/placement-draft';

type PlacementBoxProps = {
  side: PrintLocation;
  design: ClientDesign;
  areaRef: RefObject<HTMLElement | null>;
  boxRef?: Ref<HTMLDivElement> | undefined;
  helpId: string;
  /** The design's place in the side's paint order: its frame stacks among the layers' frames there. */
  at: number;
};

// Literal class names so Tailwind sees them; each corner resizes towards its own diagonal.
const CORNERS = [
  'top-0 left-0 -translate-x-1/2 -translate-y-1/2 cursor-nwse-resize',
  'top-0 right-0 translate-x-1/2 -translate-y-1/2 cursor-nesw-resize',
  'bottom-0 left-0 -translate-x-1/2 translate-y-1/2 cursor-nesw-resize',
  'right-0 bottom-0 translate-x-1/2 translate-y-1/2 cursor-nwse-resize',
];

// Shown while the stage is pointed at or focused, during a gesture, and always on touch screens,
// which cannot hover; but only while the design is the selected layer, so one frame shows at a
// time (another layer's frame has its own handles).
const SHOWN =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- Tailwind classes, not a text
  'opacity-0 group-hover/stage:opacity-100 group-focus-within/stage:opacity-100 group-data-editing/box:opacity-100 [@media(hover:none)]:opacity-100';
const HIDDEN = 'opacity-0 group-data-editing/box:opacity-100';

/**
 * The design's frame: drag it to move, a corner to scale, the round top handle to turn; focused,
 * the arrow keys move it and + and - scale it. It sits over the design at the same placement.
 */
export function PlacementBox({ side, design, areaRef, boxRef, helpId, at }: PlacementBoxProps) {
  const { t } = useLingui();
  const placement = useShownPlacement(side);
  const title = design.title;
  const dragging = usePlacementDraft((s) => s.draft !== null);
  const gestures = usePlacementGestures(side, areaRef);
  const shown = useLayersStore((s) => s.selectedId === null) ? SHOWN : HIDDEN;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      deleteLayer(side, DESIGN_LAYER.id, t`${title} deleted.`);
      return;
    }
    const next = placementForKey(placement, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    useDesignerStore.getState().placeDesign(side, next);
  };
  const grab = (event: PointerEvent<HTMLDivElement>) => {
    // Touch and pen do not focus on press; the keyboard should carry on from where the finger was.
    event.currentTarget.focus({ preventScroll: true });
    gestures.start('move')(event);
  };

  return (
    <div
      ref={boxRef}
      role="group"
      tabIndex={0}
      aria-roledescription={t`movable design`}
      aria-label={t`Design on the ${select(side, {
        front: 'front',
        back: 'back',
        left_sleeve: 'left sleeve',
        right_sleeve: 'right sleeve',
        neck_label: 'neck label',
        other: 'front',
      })}: ${title}`}
      aria-describedby={helpId}
      data-editing={dragging || undefined}
      data-testid="placement-box"
      className="group/box absolute cursor-move touch-none select-none"
      style={{ ...boxStyle(designBoxInArea(placement)), zIndex: dragging ? MAX_LAYERS_PER_SIDE + 1 : at + 1 }}
      onFocus={() => useLayersStore.getState().select(null)}
      onPointerDown={grab}
      onPointerMove={gestures.move}
      onPointerUp={gestures.end}
      onPointerCancel={gestures.end}
      onKeyDown={onKeyDown}
    >
      <span
        aria-hidden
        className={cn(
          'pointer-events-none absolute inset-0 rounded-[2px] border border-primary shadow-[0_0_0_1px_rgb(255_255_255/0.6)] transition-opacity',
          shown,
        )}
      />
      {CORNERS.map((corner) => (
        <span
          key={corner}
          aria-hidden
          data-handle="scale"
          onPointerDown={gestures.start('scale')}
          className={cn(
            'absolute size-3 rounded-[3px] border-2 border-primary bg-white shadow transition-opacity',
            // A finger-sized target around the small square.
            "before:absolute before:-inset-3 before:content-['']",
            corner,
            shown,
          )}
        />
      ))}
      <span
        aria-hidden
        className={cn(
          'pointer-events-none absolute bottom-full left-1/2 h-5 w-px -translate-x-1/2 bg-primary',
          shown,
        )}
      />
      <span
        aria-hidden
        data-handle="rotate"
        onPointerDown={gestures.start('rotate')}
        className={cn(
          'absolute bottom-full left-1/2 mb-5 size-3.5 -translate-x-1/2 translate-y-1/2 cursor-grab rounded-full border-2 border-primary bg-white shadow transition-opacity',
          "before:absolute before:-inset-3 before:content-['']",
          shown,
        )}
      />
    </div>
  );
}
