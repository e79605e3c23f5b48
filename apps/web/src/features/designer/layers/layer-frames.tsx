import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { DESIGN_ASPECT, type PrintLocation } from '@prompttee/domain';
import type { KeyboardEvent, PointerEvent, RefObject } from 'react';
import { cn } from '@/lib/cn';
import { boxStyle } from '@/lib/placement-box';
import { describeLayerPlacement } from '../lib/placement-texts';
import { deleteLayer } from './delete-layer';
import { useLayerDraft, useShownBox } from './layer-draft';
import { layerBoxInArea, layerForKey } from './layer-geometry';
import { boxOf, layerName, MAX_LAYERS_PER_SIDE, type EditorLayer, type TextLayer } from './layer-model';
import { useLayersStore, useSideLayers } from './layers-store';
import { outlinesAspect, useTextOutlines } from './text-layer-svg';
import { useLayerGestures } from './use-layer-gestures';

const CORNERS = [
  'top-0 left-0 -translate-x-1/2 -translate-y-1/2 cursor-nwse-resize',
  'top-0 right-0 translate-x-1/2 -translate-y-1/2 cursor-nesw-resize',
  'bottom-0 left-0 -translate-x-1/2 translate-y-1/2 cursor-nesw-resize',
  'right-0 bottom-0 translate-x-1/2 translate-y-1/2 cursor-nwse-resize',
];

type FramesProps = { side: PrintLocation; areaRef: RefObject<HTMLElement | null>; helpId: string };

/**
 * A frame over each layer, above the generated design's: pressing one selects it and starts a
 * drag; the selected one has the corner and turn handles. Focused, a frame takes the generated
 * design's keys (arrows, + and -, [ and ]), and Delete removes its layer.
 */
export default function LayerFrames({ side, areaRef, helpId }: FramesProps) {
  const layers = useSideLayers(side);
  return (
    <>
      {layers.map((layer, at) =>
        layer.type === 'design' ? null : (
          <LayerFrame key={layer.id} side={side} layer={layer} at={at} areaRef={areaRef} helpId={helpId} />
        ),
      )}
      <SnapGuides />
      <SelectedLayerAnnouncement side={side} />
    </>
  );
}

/** Where the selected layer sits, read out after each move, as the generated design's placement is. */
function SelectedLayerAnnouncement({ side }: { side: PrintLocation }) {
  const { i18n } = useLingui();
  const layer = useLayersStore((s) =>
    s.sides[side].find((l): l is EditorLayer => l.id === s.selectedId && l.type !== 'design'),
  );
  return (
    <p className="sr-only" aria-live="polite" data-testid="layer-announcement">
      {layer ? describeLayerPlacement(i18n, layerName(layer), layer) : ''}
    </p>
  );
}

// `at`: the layer's place in paint order, which is also its place in the stack of frames (the
// generated design's frame takes its own), so a press lands on the layer that shows on top. The
// selected one rises above all, so a layer under another can be dragged once picked in the list.
type FrameProps = FramesProps & { at: number };

function LayerFrame({ layer, ...rest }: FrameProps & { layer: EditorLayer }) {
  return layer.type === 'text' ? (
    <TextFrame layer={layer} {...rest} />
  ) : (
    <Frame layer={layer} aspect={DESIGN_ASPECT} {...rest} />
  );
}

function TextFrame({ layer, ...rest }: FrameProps & { layer: TextLayer }) {
  const outlines = useTextOutlines(layer);
  return <Frame layer={layer} aspect={outlinesAspect(outlines)} {...rest} />;
}

function Frame({
  side,
  layer,
  aspect,
  at,
  areaRef,
  helpId,
}: FrameProps & { layer: EditorLayer; aspect: number }) {
  const { t } = useLingui();
  const selected = useLayersStore((s) => s.selectedId === layer.id);
  const box = useShownBox(layer.id, layer);
  const dragging = useLayerDraft((s) => s.id === layer.id);
  const gestures = useLayerGestures(side, layer.id, aspect, areaRef);
  const { select: selectLayer, update } = useLayersStore.getState();
  const name = layerName(layer);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      deleteLayer(side, layer.id, t`${name} deleted.`);
      return;
    }
    const next = layerForKey(boxOf(layer), event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    update(side, layer.id, next);
  };
  const grab = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.focus({ preventScroll: true });
    selectLayer(layer.id);
    gestures.start('move')(event);
  };
  const shown = selected || dragging;

  return (
    <div
      role="group"
      tabIndex={0}
      aria-roledescription={t`movable layer`}
      aria-label={t`${name}, on the ${select(side, {
        front: 'front',
        back: 'back',
        left_sleeve: 'left sleeve',
        right_sleeve: 'right sleeve',
        neck_label: 'neck label',
        other: 'front',
      })}`}
      aria-describedby={helpId}
      data-selected={shown || undefined}
      data-testid="layer-frame"
      className="group/layer absolute cursor-move touch-none outline-none select-none focus-visible:ring-2 focus-visible:ring-ring"
      style={{ ...boxStyle(layerBoxInArea(box, aspect)), zIndex: shown ? MAX_LAYERS_PER_SIDE + 1 : at + 1 }}
      onFocus={() => selectLayer(layer.id)}
      onPointerDown={grab}
      onPointerMove={gestures.move}
      onPointerUp={gestures.end}
      onPointerCancel={gestures.end}
      onKeyDown={onKeyDown}
    >
      <span
        aria-hidden
        className={cn(
          'pointer-events-none absolute inset-0 rounded-[2px] border border-dashed border-primary/70 opacity-0 transition-opacity group-hover/layer:opacity-100',
          shown && 'border-solid border-primary opacity-100 shadow-[0_0_0_1px_rgb(255_255_255/0.6)]',
        )}
      />
      {shown && (
        <>
          {CORNERS.map((corner) => (
            <span
              key={corner}
              aria-hidden
              data-handle="scale"
              onPointerDown={gestures.start('scale')}
              className={cn(
                'absolute size-3 rounded-[3px] border-2 border-primary bg-white shadow',
                "before:absolute before:-inset-3 before:content-['']",
                corner,
              )}
            />
          ))}
          <span
            aria-hidden
            className="pointer-events-none absolute bottom-full left-1/2 h-5 w-px -translate-x-1/2 bg-primary"
          />
          <span
            aria-hidden
            data-handle="rotate"
            onPointerDown={gestures.start('rotate')}
            className="absolute bottom-full left-1/2 mb-5 size-3.5 -translate-x-1/2 translate-y-1/2 cursor-grab rounded-full border-2 border-primary bg-white shadow before:absolute before:-inset-3 before:content-['']"
          />
        </>
      )}
    </div>
  );
}

/** The centre lines and edges a dragged layer sits on. */
function SnapGuides() {
  const guides = useLayerDraft((s) => s.guides);
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 z-30">
      {guides.x.map((at) => (
        <span
          key={`x${at}`}
          className="absolute inset-y-0 w-px bg-pink-500"
          style={{ left: `${at * 100}%` }}
          data-testid="layer-guide-x"
        />
      ))}
      {guides.y.map((at) => (
        <span
          key={`y${at}`}
          className="absolute inset-x-0 h-px bg-pink-500"
          style={{ top: `${at * 100}%` }}
          data-testid="layer-guide-y"
        />
      ))}
    </div>
  );
}
