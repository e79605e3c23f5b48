import { exchangeRateDaySchema, exchangeRatesResponseSchema, type ExchangeRateDay } from '@prompttee/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, onApi } from '@/test/api-server';
import { renderWithShop } from '@/test/render-with-shop';
import { ExchangeRatesPage } from '../components/exchange-rates-page';

vi.mock('@/lib/id-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getIdToken: async () => 'test-token',
}));

const at = '2026-11-27T16:31:00.000Z';
const ecb = (currency: ExchangeRateDay['rates'][number]['currency'], rate: string) => ({
  currency,
  rate,
  source: 'ecb' as const,
  entered_by: null,
  updated_at: at,
});
const DAYS: ExchangeRateDay[] = [
  {
    date: '2026-11-27',
    rates: [
      ecb('CZK', '24.350'),
      ecb('DKK', '7.4589'),
      ecb('HUF', '387.45'),
      ecb('PLN', '4.2512'),
      ecb('RON', '4.9770'),
      { ...ecb('SEK', '11.2345'), source: 'operator', entered_by: 'ops@prompttee.example' },
    ],
  },
];

const api = mockApi();
let put: { path: string; body: unknown }[];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
  put = [];
  api.use(
    onApi('get', '/v1/admin/exchange-rates', exchangeRatesResponseSchema, () => ({ days: DAYS })),
    onApi('put', '/v1/admin/exchange-rates/:date', exchangeRateDaySchema, async ({ request, params }) => {
      put.push({ path: String(params.date), body: await request.json() });
      return { date: String(params.date), rates: [ecb('SEK', '11.3000')] };
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the console’s exchange rates', () => {
  it('lists each day’s rates per currency, marking an operator’s, and saves a day typed with a comma', async () => {
    renderWithShop(<ExchangeRatesPage />);
    const table = await screen.findByTestId('exchange-rates');
    const [, row] = within(table).getAllByRole('row');
    expect(row?.textContent).toBe('2026-11-2711.2345*4.251224.3507.4589387.454.9770');
    expect(within(table).getByTitle('Entered by ops@prompttee.example').textContent).toBe('*');

    expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe('2026-11-28');
    fireEvent.change(screen.getByLabelText('SEK per 1 EUR'), { target: { value: '11,3000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    await waitFor(() => expect(put).toEqual([{ path: '2026-11-28', body: { rates: { SEK: '11.3000' } } }]));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Saved. Invoices waiting for these rates are issued on their next try.',
    );
  });
});
