import { shippingAddressListResponseSchema } from '@prompttee/domain';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogues } from '@/i18n/catalogues';
import { switchLocale } from '@/i18n/locale';
import { useCartStore } from '@/stores/cart-store';
import { mockApi, onApi } from '@/test/api-server';
import { cartLine, shippingAddress } from '@/test/fixtures';
import { renderWithShop } from '@/test/render-with-shop';
import { CheckoutPage } from '../components/checkout-page';

vi.mock('../lib/shipping-estimate-delay', () => ({ SHIPPING_ESTIMATE_DELAY_MS: 50 }));
vi.mock('@/lib/id-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getIdToken: async () => 'test-token',
}));

const ADDRESS_ID = '11111111-1111-4111-8111-111111111111';
// Intl writes a no-break space between the amount and the euro sign.
const euros = (amount: string) => `${amount}\u00a0€`;
const api = mockApi();

beforeEach(async () => {
  localStorage.clear();
  useCartStore.getState().emptyCart();
  await loadCatalogues('et', ['common', 'checkout']);
  await act(() => switchLocale('et'));
});
afterEach(async () => {
  cleanup();
  await act(() => switchLocale('en'));
});

const withAddresses = (addresses: ReturnType<typeof shippingAddress>[]) =>
  api.use(onApi('get', '/v1/shipping-address', shippingAddressListResponseSchema, () => ({ addresses })));

describe('the checkout in Estonian', () => {
  it('words the empty cart in Estonian', async () => {
    withAddresses([]);
    renderWithShop(<CheckoutPage />);
    expect(await screen.findByRole('heading', { name: 'Ostukorv on tühi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ava kujundaja' }).getAttribute('href')).toBe('/design');
  });

  it('checks the address form with Estonian messages and lists the countries by Estonian names and order', async () => {
    act(() => useCartStore.getState().addItem(cartLine()));
    withAddresses([]);
    renderWithShop(<CheckoutPage />);
    expect(await screen.findByRole('heading', { name: 'Kassa' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Salvesta aadress' }));

    const firstName = screen.getByLabelText('Eesnimi');
    expect(await screen.findByText('Eesnimi on kohustuslik')).toBeInTheDocument();
    expect(document.getElementById(firstName.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Eesnimi on kohustuslik',
    );
    for (const message of [
      'Perekonnanimi on kohustuslik',
      'Maakond on kohustuslik',
      'Telefon on kohustuslik',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }

    const country = screen.getByLabelText('Riik') as HTMLSelectElement;
    const labels = [...country.options].map((o) => o.textContent);
    expect(labels[0]).toBe('Vali riik');
    expect(labels.slice(1, 5)).toEqual(['Austria (AT)', 'Belgia (BE)', 'Bulgaaria (BG)', 'Eesti (EE)']);
    // Estonian order: š after s and before t, ä after õ and w.
    expect(labels.slice(-3)).toEqual(['Taani (DK)', 'Tšehhi (CZ)', 'Ungari (HU)']);
    expect(labels.indexOf('Läti (LV)')).toBe(labels.indexOf('Luksemburg (LU)') + 1);
  });

  it('shows the summary, the item count, money as 24,99 € and the order button in Estonian', async () => {
    act(() => useCartStore.getState().addItem(cartLine(), 2));
    withAddresses([shippingAddress(ADDRESS_ID)]);
    renderWithShop(<CheckoutPage />);

    expect(await screen.findByText('Vali tarneaadress')).toBeInTheDocument();
    expect(screen.getByTestId('item-count').textContent).toBe('2 TOODET');
    expect(screen.getByTestId('subtotal').textContent).toBe(euros('49,98'));
    expect(screen.getByTestId('total-to-pay').textContent).toBe(euros('49,98'));
    expect(screen.getByText('TASUDA KOKKU')).toBeInTheDocument();
    const line = screen.getByTestId('summary-line');
    expect(within(line).getByText('24,99 €/tk · Värv: White · Suurus: M')).toBeInTheDocument();
    expect(screen.getByTestId('place-order').textContent).toBe('SISESTA TARNEANDMED');
    expect(screen.getByTestId('withdrawal-notice').textContent).toBe(
      'Särk valmistatakse sinu enda kujunduse järgi, seega 14-päevane taganemisõigus selle puhul ei kehti ' +
        '(direktiivi 2011/83/EL artikli 16 punkt c). Vigase või kahjustatud toote asendame või maksame selle ' +
        'eest raha tagasi. Loe müügitingimusi',
    );

    fireEvent.click(screen.getByTestId('address-picker'));
    fireEvent.click(await screen.findByRole('button', { name: /^Mari Tamm/ }));
    expect(screen.getByTestId('address-picker').textContent).toBe(
      'Tarneaadress: Mari TammNarva mnt 5, 10117 Tallinn, Harju, Eesti',
    );
    expect(await screen.findByText('TASUTA')).toBeInTheDocument();
    expect(within(screen.getByTestId('shipping-line')).getByLabelText('tavahind 4,99 €').textContent).toBe(
      euros('4,99'),
    );
    expect(screen.getByTestId('place-order').textContent).toBe('ESITA TELLIMUS');

    // Placing it without the Terms ticked: the contract's refusal, in Estonian.
    fireEvent.click(screen.getByTestId('place-order'));
    expect(screen.getByText('Tellimuse esitamiseks nõustu müügitingimustega')).toBeInTheDocument();
  });
});
