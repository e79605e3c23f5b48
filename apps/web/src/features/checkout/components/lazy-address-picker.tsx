import { Suspense, useLayoutEffect, useRef, useState, type ComponentProps, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { withTexts } from '@/i18n/with-texts';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import type { AddressPicker } from './address-picker';
import { AddressPickerFace, addressPickerTriggerClass } from './address-picker-face';

const AddressPickerChunk = preloadableLazy(
  withTexts(['address'], () => import('./address-picker').then((m) => m.AddressPicker)),
);

type Props = Omit<ComponentProps<typeof AddressPicker>, 'triggerRef' | 'initiallyOpen'> & {
  triggerRef: RefObject<HTMLButtonElement | null>;
};
/** How the popover version takes over: opened if it was pressed for, focused if it had focus. */
type Takeover = { open: boolean; refocus: boolean };

/**
 * The address picker's popover (Radix with Floating UI and its focus and dismiss layers, ~17 kB
 * gzip) loads as the pointer, a touch or keyboard focus reaches the button. Until then the same
 * button is drawn without it; a press that comes first opens the popover once it has loaded.
 */
export function LazyAddressPicker({ triggerRef, ...props }: Props) {
  const [takeover, setTakeover] = useState<Takeover | null>(() =>
    AddressPickerChunk.isLoaded() ? { open: false, refocus: false } : null,
  );
  // Swapping buttons between a press's pointerdown and its click would lose the click: a press
  // under way waits for its click, which takes over with the popover open.
  const press = useRef<'none' | 'down' | 'clicked'>('none');

  useLayoutEffect(() => {
    if (takeover?.refocus) triggerRef.current?.focus();
  }, [takeover, triggerRef]);

  if (takeover) {
    const plain = <PlainTrigger {...props} triggerRef={triggerRef} onIntent={() => {}} onPress={() => {}} />;
    return (
      <Suspense fallback={plain}>
        <AddressPickerChunk {...props} triggerRef={triggerRef} initiallyOpen={takeover.open} />
      </Suspense>
    );
  }

  const takeOver = () =>
    void AddressPickerChunk.preload()
      .then(() => {
        if (press.current === 'down') return;
        const open = press.current === 'clicked';
        const refocus = !open && document.activeElement === triggerRef.current;
        // At once, so no pointerdown can land on the old button between this check and the swap.
        flushSync(() => setTakeover((current) => current ?? { open, refocus }));
      })
      // A failed load leaves the button as it is; the next intent tries again.
      .catch(() => {});

  return (
    <PlainTrigger
      {...props}
      triggerRef={triggerRef}
      onIntent={(pointerDown) => {
        if (pointerDown) press.current = 'down';
        takeOver();
      }}
      onPress={() => {
        press.current = 'clicked';
        takeOver();
      }}
    />
  );
}

/** Radix's closed trigger as assistive technology meets it: a button with a dialog popup. */
function PlainTrigger({
  addresses,
  selectedId,
  triggerRef,
  onIntent,
  onPress,
}: Pick<Props, 'addresses' | 'selectedId' | 'triggerRef'> & {
  onIntent(pointerDown: boolean): void;
  onPress(): void;
}) {
  return (
    <button
      ref={triggerRef}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      data-testid="address-picker"
      className={addressPickerTriggerClass}
      onPointerEnter={() => onIntent(false)}
      onFocus={() => onIntent(false)}
      onPointerDown={() => onIntent(true)}
      onClick={onPress}
    >
      <AddressPickerFace selected={addresses.find((a) => a.id === selectedId)} />
    </button>
  );
}
