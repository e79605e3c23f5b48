import { Trans, useLingui } from '@lingui/react/macro';
import {
  DEFAULT_PLACEMENT,
  MIN_PLACEMENT_WIDTH,
  presetsFor,
  samePlacement,
  type PrintLocation,
} from '@prompttee/domain';
import { Minus, Plus, RotateCcw, RotateCw, Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ClientDesign } from '../lib/client-design';
import { clampPlacement, maxWidthFor } from '../lib/placement-geometry';
import { placementForKey } from '../lib/placement-keys';
import { describePlacement, PRESET_NAMES } from '../lib/placement-texts';
import { useDesignerStore } from '../stores/designer-store';
import { ResolutionCheck } from './resolution-check';

type PlacementControlsProps = { side: PrintLocation; design: ClientDesign; helpId: string };

/** The side's presets, a reset, buttons for what the handles do, and the resolution check. */
export function PlacementControls({ side, design, helpId }: PlacementControlsProps) {
  const { t, i18n } = useLingui();
  const placement = useDesignerStore((s) => s.placements[side]);
  const { placeDesign, resetPlacement } = useDesignerStore.getState();
  const byKey = (key: string, shift = false) => {
    const next = placementForKey(placement, key, shift);
    if (next) placeDesign(side, next);
  };
  const tools = [
    { label: t`Smaller`, icon: Minus, act: () => byKey('-'), off: placement.width <= MIN_PLACEMENT_WIDTH },
    {
      label: t`Larger`,
      icon: Plus,
      act: () => byKey('+'),
      off: placement.width >= maxWidthFor(placement.rotation),
    },
    { label: t`Turn left 15°`, icon: RotateCcw, act: () => byKey('[', true), off: false },
    { label: t`Turn right 15°`, icon: RotateCw, act: () => byKey(']', true), off: false },
  ];

  return (
    <div className="grid gap-3">
      <div role="group" aria-label={t`Placement presets`} className="flex flex-wrap gap-2">
        {presetsFor(side).map((preset) => (
          <Button
            key={preset.name}
            variant="outline"
            size="sm"
            aria-pressed={samePlacement(placement, preset.placement)}
            className="aria-pressed:border-primary aria-pressed:bg-accent aria-pressed:text-accent-foreground"
            onClick={() => placeDesign(side, clampPlacement(preset.placement))}
          >
            {t(PRESET_NAMES[preset.name])}
          </Button>
        ))}
        <Button
          variant="ghost"
          size="sm"
          aria-label={t`Reset placement`}
          disabled={samePlacement(placement, DEFAULT_PLACEMENT)}
          onClick={() => resetPlacement(side)}
        >
          <Undo2 className="size-3.5" aria-hidden />
          {t({ context: 'print placement', message: 'Reset' })}
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div role="group" aria-label={t`Size and rotation`} className="flex gap-1.5">
          {tools.map(({ label, icon: Icon, act, off }) => (
            <Button
              key={label}
              variant="outline"
              size="icon"
              className="size-9"
              aria-label={label}
              title={label}
              disabled={off}
              onClick={act}
            >
              <Icon className="size-4" aria-hidden />
            </Button>
          ))}
        </div>
        <ResolutionCheck side={side} design={design} />
      </div>
      <p id={helpId} className="text-xs text-muted-foreground">
        <Trans>
          Drag the design to move it, a corner to resize it, the round handle to turn it. Focused, it also
          follows the arrow keys (Shift for bigger steps), + and −, and [ and ].
        </Trans>
      </p>
      <p className="sr-only" aria-live="polite" data-testid="placement-announcement">
        {describePlacement(i18n, placement)}
      </p>
    </div>
  );
}
