import { Trans, useLingui } from '@lingui/react/macro';
import type { ShippingAddress } from '@prompttee/domain';
import { ChevronDown, MapPin } from 'lucide-react';
import { useFormat } from '@/i18n/use-format';
import { addressLine, addressName } from '../lib/format-address';

/** The picker's button, the same before and after its popover has loaded (lazy-address-picker.tsx). */
export const addressPickerTriggerClass =
  'flex min-h-14 w-full cursor-pointer items-center gap-3 rounded-md border border-input bg-card px-3 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-ring';

/** What the picker's button shows: the chosen address, or the invitation to choose one. */
export function AddressPickerFace({ selected }: { selected: ShippingAddress | undefined }) {
  const { t } = useLingui();
  const { locale } = useFormat();
  return (
    <>
      <MapPin className="size-5 shrink-0 text-muted-foreground" aria-hidden />
      {selected ? (
        <span className="min-w-0 flex-1">
          {/* Named by what it shows (WCAG 2.5.3), with what it is for in front. */}
          <span className="sr-only">{t`Shipping address:`} </span>
          <span className="block font-medium">{addressName(selected)}</span>
          <span className="block truncate text-muted-foreground">{addressLine(selected, locale)}</span>
        </span>
      ) : (
        <span className="flex-1 text-muted-foreground">
          <Trans>Select a shipping address</Trans>
        </span>
      )}
      <ChevronDown className="size-4 shrink-0 text-muted-foreground" aria-hidden />
    </>
  );
}
