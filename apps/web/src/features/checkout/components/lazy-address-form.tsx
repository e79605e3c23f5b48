import { Suspense, type ComponentProps } from 'react';
import { withTexts } from '@/i18n/with-texts';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import type { AddressForm } from './address-form';

const AddressFormChunk = preloadableLazy(
  withTexts(['address'], () => import('./address-form').then((m) => m.AddressForm)),
);

/**
 * The new-address form with react-hook-form and its zod resolver (~13 kB gzip) loads when the
 * customer adds an address, or at once when none is saved, not with every checkout. Until it
 * arrives its space is held (the form's own height: nine fields in one column on phones, six rows
 * of two from `sm`, then the buttons), so nothing below it moves.
 */
export function LazyAddressForm(props: ComponentProps<typeof AddressForm>) {
  const reserved = props.onBack ? 'min-h-[830px]' : 'min-h-[790px]';
  return (
    <Suspense fallback={<div className={`${reserved} sm:min-h-[532px]`} data-testid="address-form-space" />}>
      <AddressFormChunk {...props} />
    </Suspense>
  );
}

/** Starts loading the form: the picker calls it as the customer reaches 'Add New Address'. */
LazyAddressForm.preload = AddressFormChunk.preload;
