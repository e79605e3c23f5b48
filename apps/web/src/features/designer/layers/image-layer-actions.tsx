import { Trans, useLingui } from '@lingui/react/macro';
import { effectiveDpi, MIN_PRINT_DPI, type PrintLocation } from '@prompttee/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Eraser, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { designsKey } from '../api/get-designs';
import { useAreaSize } from '../hooks/use-area-size';
import { useShownBox } from './layer-draft';
import type { ImageLayer } from './layer-model';
import { useLayersStore } from './layers-store';
import { removeBackground, uploadErrorText } from './upload-api';

/** An image layer's resolution at its size, and "Remove background" for an upload. */
export function ImageLayerActions({ side, layer }: { side: PrintLocation; layer: ImageLayer }) {
  const { t } = useLingui();
  const box = useShownBox(layer.id, layer);
  const dpi = Math.round(effectiveDpi(layer.sourceWidth, box, useAreaSize()));
  const queryClient = useQueryClient();
  const removal = useMutation({
    mutationFn: () => removeBackground(layer.designId),
    onSuccess: (design) => {
      useLayersStore.getState().update(side, layer.id, {
        designId: design.id,
        src: design.src,
        title: design.title,
        sourceWidth: design.sourceWidth,
      });
      void queryClient.invalidateQueries({ queryKey: designsKey });
    },
  });
  return (
    <div className="grid gap-3" data-testid="image-inspector">
      <p className="text-sm text-muted-foreground tabular-nums">
        <Trans comment="The image's print resolution at the size it is placed">
          <span
            className={dpi < MIN_PRINT_DPI ? 'font-semibold text-destructive' : 'font-medium text-foreground'}
            data-testid="layer-dpi"
          >
            {dpi} DPI
          </span>{' '}
          at this size
        </Trans>
      </p>
      {dpi < MIN_PRINT_DPI && (
        <p
          className="flex items-start gap-1.5 text-sm font-medium text-destructive"
          data-testid="layer-dpi-warning"
          role="status"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <Trans>Below {MIN_PRINT_DPI} DPI the print may look blurry. Make the image smaller.</Trans>
        </p>
      )}
      {layer.upload && (
        <div className="grid gap-1.5">
          <Button
            variant="outline"
            className="w-fit"
            disabled={removal.isPending}
            onClick={() => removal.mutate()}
          >
            {removal.isPending ? <Spinner className="size-4" /> : <Eraser className="size-4" aria-hidden />}
            {removal.isPending ? t`Removing background…` : t`Remove background`}
          </Button>
          <div aria-live="polite" className="text-sm">
            {removal.isError && <p className="text-destructive">{uploadErrorText(removal.error)}</p>}
            {removal.isSuccess && (
              <p className="text-muted-foreground">
                <Trans>Background removed. Undo brings it back.</Trans>
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
