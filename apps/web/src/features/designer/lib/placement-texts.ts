import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Locale, Placement, PlacementPresetName } from '@prompttee/domain';

// The shirt's sides and the domain's placement presets (named in English there), in the page's
// language; and how a placement reads to a screen reader after each change.

export { PRINT_AREA_NAMES as SIDE_NAMES } from '@/lib/print-area-names';

export const PRESET_NAMES: Record<PlacementPresetName, MessageDescriptor> = {
  'Full front': msg({ context: 'print placement', message: 'Full front' }),
  'Centre chest': msg({ context: 'print placement', message: 'Centre chest' }),
  'Left chest': msg({ context: 'print placement', message: 'Left chest' }),
  'Full back': msg({ context: 'print placement', message: 'Full back' }),
  'Upper back': msg({ context: 'print placement', message: 'Upper back' }),
};

export const DEFAULT_PLACEMENT_NAME = msg({ context: 'print placement', message: 'Default' });
export const CUSTOM_PLACEMENT_NAME = msg({
  context: 'print placement',
  comment: 'A placement moved by hand, matching no preset',
  message: 'Custom',
});

const percent = (n: number) => `${Math.round(n * 100)}%`;
const measures = (p: Placement) => ({
  width: percent(p.width),
  across: percent(p.x),
  down: percent(p.y),
  rotation: p.rotation,
});

const PLACED = msg({
  comment: 'Read to a screen reader after the design moves; across and down place its centre',
  message: 'Design {width} of the print area wide, centre {across} across and {down} down.',
});
const PLACED_TURNED = msg({
  comment: 'Read to a screen reader after the design moves; across and down place its centre',
  message:
    'Design {width} of the print area wide, centre {across} across and {down} down, turned {rotation}°.',
});
const LAYER_PLACED = msg({
  comment: 'Read to a screen reader after a layer moves; name is the layer as the list names it',
  message: '{name}: {width} of the print area wide, centre {across} across and {down} down.',
});
const LAYER_PLACED_TURNED = msg({
  comment: 'Read to a screen reader after a layer moves; name is the layer as the list names it',
  message:
    '{name}: {width} of the print area wide, centre {across} across and {down} down, turned {rotation}°.',
});

/** 'Design 60% of the print area wide, centre 50% across and 30% down, turned 15°.' */
export function describePlacement(i18n: I18n, p: Placement): string {
  return i18n._({ ...(p.rotation ? PLACED_TURNED : PLACED), values: measures(p) });
}

/** The same for a text or image layer, named as the layers list names it. */
export function describeLayerPlacement(i18n: I18n, name: string, p: Placement): string {
  return i18n._({
    ...(p.rotation ? LAYER_PLACED_TURNED : LAYER_PLACED),
    values: { name, ...measures(p) },
  });
}

const INTL_LOCALES: Record<Locale, string> = { en: 'en-IE', et: 'et-EE' };

/** A measure with `digits` decimals as the language writes it: '26.7' / '26,7'. */
export function decimal(locale: Locale, value: number, digits: number): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(value);
}
