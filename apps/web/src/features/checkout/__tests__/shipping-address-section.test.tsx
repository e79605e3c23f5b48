import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shippingAddress } from '@/test/fixtures';
import { renderWithShop } from '@/test/render-with-shop';
import { ShippingAddressSection } from '../components/shipping-address-section';

const ADDRESS_ID = '11111111-1111-4111-8111-111111111111';

const renderSection = (addresses = [shippingAddress(ADDRESS_ID)]) =>
  renderWithShop(<ShippingAddressSection addresses={addresses} selectedId={ADDRESS_ID} onSelect={vi.fn()} />);

// The form is a chunk of its own: these follow it from the customer's choice to its arrival.
describe('ShippingAddressSection', () => {
  afterEach(cleanup);

  it("loads the new-address form on 'Add New Address', focuses its first field, and returns focus to the picker", async () => {
    renderSection();
    expect(screen.queryByRole('form', { name: 'New shipping address' })).toBeNull();
    fireEvent.click(screen.getByTestId('address-picker'));
    fireEvent.click(await screen.findByRole('button', { name: 'Add New Address' }));

    expect(await screen.findByRole('form', { name: 'New shipping address' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First name')));
    expect(screen.queryByTestId('address-form-space')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Back to saved addresses' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('address-picker')));
    expect(screen.queryByRole('form', { name: 'New shipping address' })).toBeNull();
  });

  it('shows the form without taking focus when no address is saved yet', async () => {
    renderSection([]);
    expect(await screen.findByRole('form', { name: 'New shipping address' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to saved addresses' })).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });
});
