import { Trans } from '@lingui/react/macro';
import { effectiveDpi, MIN_PRINT_DPI, type PrintLocation } from '@prompttee/domain';
import { TriangleAlert } from 'lucide-react';
import { useFormat } from '@/i18n/use-format';
import { designBoxInArea } from '@/lib/placement-box';
import { useAreaSize } from '../hooks/use-area-size';
import type { ClientDesign } from '../lib/client-design';
import { decimal } from '../lib/placement-texts';
import { useShownPlacement } from '../stores/placement-draft';

const CM_PER_INCH = 2.54;

/**
 * The printed size and the effective DPI at the chosen size (the print file's pixels over the
 * printed inches), with a warning below MIN_PRINT_DPI, where producers hold files. Follows a
 * resize as it happens.
 */
export function ResolutionCheck({ side, design }: { side: PrintLocation; design: ClientDesign }) {
  const { locale } = useFormat();
  const cm = (inches: number) => decimal(locale, inches * CM_PER_INCH, 1);
  const placement = useShownPlacement(side);
  const area = useAreaSize();
  const box = designBoxInArea(placement);
  const dpi = Math.round(effectiveDpi(design.sourceWidth, placement, area));
  const low = dpi < MIN_PRINT_DPI;
  const [width, height] = [cm(box.width * area.widthIn), cm(box.height * area.heightIn)];
  return (
    <div className="grid gap-1">
      <p className="text-sm text-muted-foreground tabular-nums" data-testid="print-size">
        <Trans comment="The printed size of the design">
          Print {width} × {height} cm ·
        </Trans>{' '}
        <span
          className={low ? 'font-semibold text-destructive' : 'font-medium text-foreground'}
          data-testid="dpi"
        >
          {dpi} DPI
        </span>
      </p>
      <div aria-live="polite">
        {low && (
          <p
            className="flex items-start gap-1.5 text-sm font-medium text-destructive"
            data-testid="dpi-warning"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            <Trans>Below {MIN_PRINT_DPI} DPI the print may look blurry. Make the design smaller.</Trans>
          </p>
        )}
      </div>
    </div>
  );
}
