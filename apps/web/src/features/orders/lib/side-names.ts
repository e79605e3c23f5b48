import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const SIDES = {
  front: msg({ context: 'print side', message: 'front' }),
  back: msg({ context: 'print side', message: 'back' }),
};

/** 'front' / 'esikülg': a printed side as the page's language names it; others as stored. */
export function sideName(side: string): string {
  return side === 'front' || side === 'back' ? i18n._(SIDES[side]) : side;
}
