import type { ShippingAddress } from '@prompttee/domain';
import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useDeleteShippingAddress } from '../api/delete-shipping-address';
import { CHECKOUT_MESSAGES } from '../lib/checkout-state';
import { AddressForm } from './address-form';
import { AddressPicker } from './address-picker';

type Props = {
  addresses: readonly ShippingAddress[];
  selectedId: string | null;
  onSelect(id: string | null): void;
};

/** Saved addresses to choose from, or the new-address form (spec sections 2 and 4). */
export function ShippingAddressSection({ addresses, selectedId, onSelect }: Props) {
  const [adding, setAdding] = useState(false);
  const remove = useDeleteShippingAddress({
    onFailure: () => window.alert(CHECKOUT_MESSAGES.deleteAddressFailed),
  });
  // With nothing saved yet, the form is the only way forward.
  const showForm = adding || addresses.length === 0;

  const deleteAddress = (id: string) => {
    if (id === selectedId) onSelect(null);
    remove.mutate(id);
  };

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>Shipping address</CardTitle>
      </CardHeader>
      <CardContent>
        {showForm ? (
          <AddressForm
            onSaved={(address) => {
              setAdding(false);
              onSelect(address.id);
            }}
            onBack={addresses.length ? () => setAdding(false) : undefined}
          />
        ) : (
          <AddressPicker
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
