import { useLingui } from '@lingui/react/macro';
import { PRINT_LOCATIONS, printLocationWords, type CartItem, type PrintLocation } from '@prompttee/domain';
import { useCallback } from 'react';
import { PRINT_AREA_WORDS } from '@/lib/print-area-names';

const AREA = `(?:${PRINT_LOCATIONS.map(printLocationWords).join('|')})`;
/** The name the domain stores on a line (customItemName): 'Custom (White / M) - front + back'. */
const STORED_NAME = new RegExp(`^Custom \\((.+) / (.+)\\) - (${AREA}(?: \\+ ${AREA})*)$`);

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
        .map((words) => i18n._(PRINT_AREA_WORDS[words.replace(' ', '_') as PrintLocation]))
        .join(' + ');
      return t({
        comment:
          "A cart line's name: a product with the customer's design, its colour / size, and the printed areas ('front', 'front + left sleeve')",
        message: `Custom (${color} / ${size}) - ${printed}`,
      });
    },
    [t, i18n],
  );
}
