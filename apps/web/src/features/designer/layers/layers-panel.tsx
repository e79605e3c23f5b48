import { Trans, useLingui } from '@lingui/react/macro';
import type { PrintLocation } from '@prompttee/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Redo2, Sparkles, Type, Undo2 } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { designsKey } from '../api/get-designs';
import type { ClientDesign } from '../lib/client-design';
import { useDesignerStore } from '../stores/designer-store';
import { useFonts } from './fonts';
import { ImageLayerActions } from './image-layer-actions';
import {
  isDesignLayer,
  MAX_LAYERS_PER_SIDE,
  newImageLayer,
  newTextLayer,
  type EditorLayer,
} from './layer-model';
import { LayersList } from './layers-list';
import { useLayersStore } from './layers-store';
import { TextInspector } from './text-inspector';
import { firstTextColor } from './text-palette';
import { ACCEPTED_UPLOADS, uploadDesign, uploadErrorText } from './upload-api';
import { useHistoryKeys } from './use-history-keys';

type LayersPanelProps = { side: PrintLocation; design: ClientDesign | null; shirtHex: string };

/**
 * Text and own images over the design: add, upload, the layers list, the selected layer's
 * settings, undo and redo. An upload with no design yet becomes the design.
 */
export default function LayersPanel({ side, design, shirtHex }: LayersPanelProps) {
  const { t } = useLingui();
  useHistoryKeys();
  const layers = useLayersStore((s) => s.sides[side]);
  const selected = useLayersStore(
    (s) => s.sides[side].find((l): l is EditorLayer => l.id === s.selectedId && !isDesignLayer(l)) ?? null,
  );
  const canUndo = useLayersStore((s) => s.past.length > 0);
  const canRedo = useLayersStore((s) => s.future.length > 0);
  const { add, undo, redo } = useLayersStore.getState();
  const fonts = useFonts();
  const fileRef = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const full = layers.length >= MAX_LAYERS_PER_SIDE;

  const upload = useMutation({
    mutationFn: uploadDesign,
    onSuccess: (uploaded) => {
      void queryClient.invalidateQueries({ queryKey: designsKey });
      if (!useDesignerStore.getState().design) {
        useDesignerStore.getState().applyDesign(uploaded);
        return;
      }
      add(
        side,
        newImageLayer({
          designId: uploaded.id,
          src: uploaded.src,
          title: uploaded.title,
          sourceWidth: uploaded.sourceWidth,
          upload: true,
        }),
      );
    },
  });
  // A sleeve or a label starts empty: the design can be put there as a picture of its own.
  const designShown = layers.some(
    (l) => isDesignLayer(l) || (l.type === 'image' && l.designId === design?.id),
  );
  const addDesign = () => {
    if (!design) return;
    const { id: designId, src, title, sourceWidth } = design;
    add(side, newImageLayer({ designId, src, title, sourceWidth, upload: !design.generated }));
  };
  const addText = () => {
    const font = fonts.data?.find((f) => f.category.toLowerCase().includes('sans'))?.id ?? 'montserrat';
    add(side, newTextLayer(font, firstTextColor(shirtHex)));
  };

  return (
    <Card className="grid gap-4 p-4 sm:p-5" data-testid="layers-panel">
      <div className="flex items-center justify-between gap-2">
        <div>
          <h2 className="text-base font-semibold">
            <Trans>Text & images</Trans>
          </h2>
          <p className="text-xs text-muted-foreground">
            <Trans>Layers don&apos;t change the price.</Trans>
          </p>
        </div>
        <div className="flex gap-1">
          <Button
            variant="outline"
            size="icon"
            className="size-9"
            aria-label={t`Undo`}
            title={t`Undo (Ctrl+Z)`}
            disabled={!canUndo}
            onClick={undo}
          >
            <Undo2 className="size-4" aria-hidden />
          </Button>
          <Button
            variant="outline"
            size="icon"
            className="size-9"
            aria-label={t`Redo`}
            title={t`Redo (Ctrl+Shift+Z)`}
            disabled={!canRedo}
            onClick={redo}
          >
            <Redo2 className="size-4" aria-hidden />
          </Button>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" disabled={!design || full || fonts.isPending} onClick={addText}>
          <Type className="size-4" aria-hidden />
          <Trans>Add text</Trans>
        </Button>
        <Button
          variant="outline"
          disabled={full || upload.isPending}
          onClick={() => fileRef.current?.click()}
        >
          {upload.isPending ? <Spinner className="size-4" /> : <ImagePlus className="size-4" aria-hidden />}
          {upload.isPending ? t`Uploading…` : t`Upload image`}
        </Button>
        {design && !designShown && (
          <Button variant="outline" className="col-span-2" disabled={full} onClick={addDesign}>
            <Sparkles className="size-4" aria-hidden />
            <Trans>Put the design here</Trans>
          </Button>
        )}
        <input
          ref={fileRef}
          type="file"
          accept={ACCEPTED_UPLOADS}
          className="sr-only"
          tabIndex={-1}
          aria-label={t`Image to upload (PNG, JPEG or WebP, up to 20 MB)`}
          data-testid="upload-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload.mutate(file);
          }}
        />
      </div>
      <div aria-live="polite">
        {upload.isError && (
          <p className="text-sm font-medium text-destructive" data-testid="upload-error">
            {uploadErrorText(upload.error)}
          </p>
        )}
      </div>
      {!design && (
        <p className="text-sm text-muted-foreground">
          <Trans>Generate a design or upload an image, then add text over it.</Trans>
        </p>
      )}
      {design && <LayersList side={side} designTitle={design.title} />}
      {selected?.type === 'text' && (
        <TextInspector key={selected.id} side={side} layer={selected} shirtHex={shirtHex} />
      )}
      {selected?.type === 'image' && <ImageLayerActions key={selected.id} side={side} layer={selected} />}
      <p className="text-xs text-muted-foreground">
        <Trans>
          PNG, JPEG or WebP up to 20 MB. Select a layer on the shirt to move it; arrows, + and −, [ and ] work
          on it too, Delete removes it.
        </Trans>
      </p>
    </Card>
  );
}
