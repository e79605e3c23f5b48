import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CartItem, PrintLocation } from '@prompttee/domain';
import { useCallback } from 'react';

const sideWord = {
  front: msg({ context: 'printed side in a cart line name', message: 'front' }),
  back: msg({ context: 'printed side in a cart line name', message: 'back' }),
} as const satisfies Record<PrintLocation, unknown>;

/** The name the domain stores on a line (customItemName): 'Custom (White / M) - front + back'. */
const STORED_NAME = /^Custom \((.+) \/ (.+)\) - ((?:front|back)(?: \+ (?:front|back))?)$/;

/**
 * A cart line's name in the page's language: the stored name is English around the colour and
 * size ('Custom (Valge / M) - front'), and reads 'Oma kujundus (Valge / M) – esikülg' in Estonian.
 * English reads as stored; a name of another shape is shown as it is.
 */
export function useLineName() {
  const { t, i18n } = useLingui();
  return useCallback(
    (item: Pick<CartItem, 'name'>) => {
      const match = STORED_NAME.exec(item.name);
      if (!match) return item.name;
      const [, color, size, sides] = match as unknown as [string, string, string, string];
      const printed = sides
        .split(' + ')
        .map((side) => i18n._(sideWord[side as PrintLocation]))
        .join(' + ');
      return t({
        comment:
          "A cart line's name: a product with the customer's design, its colour / size, and the printed sides ('front', 'front + back')",
        message: `Custom (${color} / ${size}) - ${printed}`,
      });
    },
    [t, i18n],
  );
}
