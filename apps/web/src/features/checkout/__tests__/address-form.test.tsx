import { outsideEuVatAreaMessage } from '@prompttee/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-server';
import { renderWithShop } from '@/test/render-with-shop';
import { AddressForm } from '../components/address-form';

// No handler: a request the form sends fails the test.
mockApi();

function fillAddress(country: string, postcode: string) {
  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fill('First name', 'Ana');
  fill('Last name', 'Pérez');
  fill('Address', 'Calle Mayor 5');
  fill('City', 'Somewhere');
  fill('State / County', 'Provincia');
  fill('Postal code', postcode);
  fill('Country', country);
  fill('Phone', '+34612345678');
}

describe('AddressForm', () => {
  afterEach(cleanup);

  it.each([
    ['ES', '35001', 'the Canary Islands'],
    ['FI', '22100', 'Åland'],
  ])(
    'refuses %s %s under the postal code, saying it is outside the EU VAT area, sending nothing',
    async (country, postcode, territory) => {
      const onSaved = vi.fn();
      renderWithShop(<AddressForm onSaved={onSaved} />);
      fillAddress(country, postcode);
      fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

      const postal = screen.getByLabelText('Postal code');
      await waitFor(() => expect(postal.getAttribute('aria-invalid')).toBe('true'));
      expect(document.getElementById(postal.getAttribute('aria-describedby')!)?.textContent).toBe(
        outsideEuVatAreaMessage(territory),
      );
      expect(screen.getByLabelText('City').getAttribute('aria-invalid')).toBeNull();
      expect(onSaved).not.toHaveBeenCalled();
    },
  );
});
