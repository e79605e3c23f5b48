import { useLingui } from '@lingui/react/macro';
import type { ShippingAddress } from '@prompttee/domain';
import { Check, Plus, Trash2 } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState, type KeyboardEvent, type Ref } from 'react';
import { useFormat } from '@/i18n/use-format';
import { preloadOnIntent } from '@/lib/preloadable-lazy';
import { cn } from '@/lib/cn';
import { addressLine, addressName } from '../lib/format-address';
import { AddressPickerFace, addressPickerTriggerClass } from './address-picker-face';
import { LazyAddressForm } from './lazy-address-form';

type Props = {
  addresses: readonly ShippingAddress[];
  selectedId: string | null;
  onSelect(id: string): void;
  onDelete(id: string): void;
  onAddNew(): void;
  triggerRef?: Ref<HTMLButtonElement>;
  /** Open from the start: the customer pressed the button before this chunk had loaded. */
  initiallyOpen?: boolean;
};

/** Arrow keys move between the rows' main buttons, as in a list box. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const options = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-option]')];
  const index = options.indexOf(document.activeElement as HTMLElement);
  const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
  options[(next + options.length) % options.length]?.focus();
  event.preventDefault();
}

/**
 * The saved-address dropdown (spec section 2): one row per address with its own delete button,
 * and 'Add New Address' last. A row holds two buttons, which a native select or a Radix Select
 * item cannot, so this is a popover list, at most 300 px tall (spec section 9).
 */
export function AddressPicker(props: Props) {
  const { addresses, selectedId, onSelect, onDelete, onAddNew, triggerRef, initiallyOpen = false } = props;
  const { t } = useLingui();
  const { locale } = useFormat();
  const [open, setOpen] = useState(initiallyOpen);
  const selected = addresses.find((a) => a.id === selectedId);
  const choose = (action: () => void) => {
    setOpen(false);
    action();
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger ref={triggerRef} data-testid="address-picker" className={addressPickerTriggerClass}>
        <AddressPickerFace selected={selected} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          aria-label={t`Saved addresses`}
          onKeyDown={moveFocus}
          className="z-50 w-(--radix-popover-trigger-width) overflow-hidden rounded-md border bg-card shadow-lg motion-safe:animate-fade-in"
        >
          <ul className="max-h-[300px] overflow-y-auto py-1">
            {addresses.map((address) => {
              const isSelected = address.id === selectedId;
              const name = addressName(address);
              const line = addressLine(address, locale);
              return (
                <li key={address.id} className="flex items-stretch hover:bg-muted">
                  <button
                    type="button"
                    data-option
                    aria-current={isSelected || undefined}
                    onClick={() => choose(() => onSelect(address.id))}
                    className="flex min-w-0 flex-1 cursor-pointer items-start gap-2 px-3 py-2 text-left text-sm focus-visible:bg-muted focus-visible:-outline-offset-2"
                  >
                    <Check
                      className={cn('mt-0.5 size-4 shrink-0 text-primary', !isSelected && 'invisible')}
                      aria-hidden
                    />
                    <span className="min-w-0">
                      <span className="block font-medium">{name}</span>
                      <span className="block text-muted-foreground">{line}</span>
                    </span>
                  </button>
                  <button
                    type="button"
                    aria-label={t`Delete address: ${name}, ${line}`}
                    onClick={() => onDelete(address.id)}
                    className="flex w-11 shrink-0 cursor-pointer items-center justify-center text-muted-foreground hover:text-destructive focus-visible:bg-destructive/10 focus-visible:-outline-offset-2 focus-visible:text-destructive"
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </button>
                </li>
              );
            })}
            <li className="border-t">
              <button
                type="button"
                data-option
                onClick={() => choose(onAddNew)}
                // The form's chunk starts loading as the pointer or focus reaches this row.
                {...preloadOnIntent(LazyAddressForm)}
                className="flex w-full cursor-pointer items-center gap-2 px-3 py-2.5 text-sm font-medium text-primary hover:bg-muted focus-visible:bg-muted focus-visible:-outline-offset-2"
              >
                <Plus className="size-4" aria-hidden />
                {t`Add New Address`}
              </button>
            </li>
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
