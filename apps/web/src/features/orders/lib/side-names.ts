import { i18n } from '@lingui/core';
import { isPrintArea, PRINT_AREA_WORDS } from '@/lib/print-area-names';

/** 'front' / 'esikülg', 'left sleeve': a printed area as the page's language names it; others as stored. */
export function sideName(side: string): string {
  return isPrintArea(side) ? i18n._(PRINT_AREA_WORDS[side]) : side;
}
