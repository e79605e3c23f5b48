import { adminOverviewSchema, type AdminAlert, type AuditEntry, type OperatorText } from '@prompttee/domain';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogues } from '@/i18n/catalogues';
import { switchLocale } from '@/i18n/locale';
import { mockApi, onApi } from '@/test/api-server';
import { renderWithShop } from '@/test/render-with-shop';
import { AuditList } from '../components/audit-list';
import { ConfirmAction } from '../components/confirm-action';
import { OverviewPage } from '../components/overview-page';

vi.mock('@/lib/id-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getIdToken: async () => 'test-token',
}));

const api = mockApi();
afterEach(async () => {
  cleanup();
  await act(() => switchLocale('en'));
});
const inEstonian = async () => {
  await loadCatalogues('et', ['common', 'admin']);
  await act(() => switchLocale('et'));
};

let n = 0;
const entry = (summary: string, text: OperatorText | null): AuditEntry => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  actor_email: 'ops@prompttee.example',
  action: 'order.note',
  order_id: null,
  customer_id: null,
  summary,
  summary_text: text,
  created_at: '2026-11-26T12:00:00Z',
});

// One entry of each kind the log words from its code, an entry logged before codes, and a note.
const ENTRIES = [
  entry('Canceled and refunded 279.00 SEK: Wrong size', {
    code: 'order_refund_logged',
    values: { amount: 27900, currency: 'SEK', reason: 'Wrong size' },
  }),
  entry('Granted 1 more design this month (4 in all).', {
    code: 'designs_granted',
    values: { units: 1, total: 4 },
  }),
  entry('Sent to the producer: gel_1.', { code: 'sent_to_producer', values: { producer_order_id: 'gel_1' } }),
  entry('Design removed. Prompt: “a fox”', {
    code: 'design_removed',
    values: { files_kept: false, prompt: 'a fox' },
  }),
  entry('Exchange rates of 2024-06-28: 1 EUR = 11.4000 SEK', {
    code: 'exchange_rates_set',
    values: { day: '2024-06-28', rates: { SEK: '11.4000' } },
  }),
  entry('Catalogue: Classic Tee colour RED off, 20 % off from … to …', {
    code: 'catalog_product_changed',
    values: {
      product: 'Classic Tee',
      colors: { RED: false },
      sale_percent_off: 20,
      sale_starts_at: '2026-12-01T00:00:00.000Z',
      sale_ends_at: '2026-12-08T00:00:00.000Z',
    },
  }),
  entry('Catalogue: CLS-BLK-L prices 27.99 EUR, 299 SEK; sold out', {
    code: 'catalog_variant_changed',
    values: { sku: 'CLS-BLK-L', prices: { EUR: 27.99, SEK: 299 }, available: false },
  }),
  entry('Account disabled; its sessions ended.', null),
  entry('Called the customer', null),
];

const summaries = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p:nth-child(2)')?.textContent);

describe('the console words what operators did in the page’s language', () => {
  it('in English, as the server writes it, money and days as the page writes them', () => {
    renderWithShop(<AuditList entries={ENTRIES} />);
    expect(summaries()).toEqual([
      'Canceled and refunded SEK\u00a0279.00: Wrong size',
      'Granted 1 more design this month (4 in all).',
      'Sent to the producer: gel_1.',
      'Design removed. Prompt: “a fox”',
      'Exchange rates of Jun 28, 2024: 1 EUR = 11.4000 SEK',
      'Catalogue: Classic Tee colour RED off, 20 % off from 1 Dec 2026, 00:00 UTC to 8 Dec 2026, 00:00 UTC',
      'Catalogue: CLS-BLK-L prices €27.99, SEK\u00a0299.00; sold out',
      'Account disabled; its sessions ended.',
      'Called the customer',
    ]);
  });

  it('in Estonian; an entry logged before codes and a note as they were written', async () => {
    await inEstonian();
    renderWithShop(<AuditList entries={ENTRIES} />);
    expect(summaries()).toEqual([
      'Tühistatud ja tagastatud 279,00\u00a0SEK: Wrong size',
      'Sel kuul anti juurde 1 kujundus (kokku 4).',
      'Saadetud tootjale: gel_1.',
      'Kujundus on eemaldatud. Kirjeldus: „a fox“',
      'Valuutakursid 28.06.2024: 1 EUR = 11,4000 SEK',
      'Kataloog: Classic Tee – värv RED välja lülitatud, soodustus 20 % alates 01.12.2026 00:00 UTC kuni 08.12.2026 00:00 UTC',
      'Kataloog: CLS-BLK-L – hinnad 27,99\u00a0€, 299,00\u00a0SEK; välja müüdud',
      'Account disabled; its sessions ended.',
      'Called the customer',
    ]);
  });

  it('answers an action in Estonian in its dialog', async () => {
    await inEstonian();
    renderWithShop(
      <ConfirmAction
        label="Eemalda"
        title="Eemalda kujundus?"
        description="…"
        confirmLabel="Eemalda nüüd"
        run={async () => ({
          ok: true,
          message: 'Design removed; its print files stay for the orders that need them.',
          text: { code: 'design_removed', values: { files_kept: true } },
        })}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Eemalda' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eemalda nüüd' }));
    expect(
      await within(dialog).findByText(
        'Kujundus on eemaldatud; selle trükifailid jäävad alles tellimustele, mis neid vajavad.',
      ),
    ).toBeInTheDocument();
  });

  it('asks for the overview’s alerts again in the new language when the page switches', async () => {
    const languages: (string | null)[] = [];
    const alert = (message: string): AdminAlert => ({
      alert_id: 'alert-1',
      kind: 'exchange_rate_missing',
      message,
      order_id: null,
      created_at: '2026-11-26T12:00:00Z',
      resolved_at: null,
    });
    api.use(
      onApi('get', '/v1/admin/overview', adminOverviewSchema, ({ request }) => {
        const language = request.headers.get('accept-language');
        languages.push(language);
        return {
          orders_today: 0,
          orders_this_week: 0,
          revenue_this_week: 0,
          designs_today: 0,
          designs_this_week: 0,
          orders_by_day: [],
          open_alerts: [alert(language === 'et' ? 'Valuuta SEK kurss puudub' : 'No SEK exchange rate')],
        };
      }),
    );
    renderWithShop(<OverviewPage />);
    expect(await screen.findByText('No SEK exchange rate')).toBeInTheDocument();
    expect(screen.getByText(/^Exchange rate missing ·/)).toBeInTheDocument();
    await inEstonian();
    expect(await screen.findByText('Valuuta SEK kurss puudub')).toBeInTheDocument();
    expect(screen.getByText(/^Valuutakurss puudub ·/)).toBeInTheDocument();
    expect(languages).toEqual(['en', 'et']);
  });
});
