import { useLingui } from '@lingui/react/macro';
import type { ShippingAddress } from '@prompttee/domain';
import { useEffect, useRef, useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useDeleteShippingAddress } from '../api/delete-shipping-address';
import { CHECKOUT_MESSAGES } from '../lib/checkout-state';
import { LazyAddressForm } from './lazy-address-form';
import { LazyAddressPicker } from './lazy-address-picker';

type Props = {
  addresses: readonly ShippingAddress[];
  selectedId: string | null;
  onSelect(id: string | null): void;
};

/** Saved addresses to choose from, or the new-address form (spec sections 2 and 4). */
export function ShippingAddressSection({ addresses, selectedId, onSelect }: Props) {
  const { t } = useLingui();
  const [adding, setAdding] = useState(false);
  // After saving (or going back) the picker shows the choice: focus goes there, not to the top.
  const picker = useRef<HTMLButtonElement>(null);
  const [focusPicker, setFocusPicker] = useState(false);
  const remove = useDeleteShippingAddress({
    onFailure: () => window.alert(t(CHECKOUT_MESSAGES.deleteAddressFailed)),
  });
  // With nothing saved yet, the form is the only way forward.
  const showForm = adding || addresses.length === 0;

  useEffect(() => {
    if (!focusPicker || showForm || !picker.current) return;
    picker.current.focus();
    setFocusPicker(false);
  }, [focusPicker, showForm]);

  const deleteAddress = (id: string) => {
    if (id === selectedId) onSelect(null);
    remove.mutate(id);
  };

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>{t`Shipping address`}</CardTitle>
      </CardHeader>
      <CardContent>
        {showForm ? (
          <LazyAddressForm
            onSaved={(address) => {
              setAdding(false);
              onSelect(address.id);
              setFocusPicker(true);
            }}
            onBack={
              addresses.length
                ? () => {
                    setAdding(false);
                    setFocusPicker(true);
                  }
                : undefined
            }
            autoFocus={adding}
          />
        ) : (
          <LazyAddressPicker
            triggerRef={picker}
            addresses={addresses}
            selectedId={selectedId}
            onSelect={onSelect}
            onDelete={deleteAddress}
            onAddNew={() => setAdding(true)}
          />
        )}
      </CardContent>
    </Card>
  );
}
