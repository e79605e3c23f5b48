import {
  adminAuditLogResponseSchema,
  adminCustomerDetailSchema,
  adminDesignsResponseSchema,
  vatReportResponseSchema,
  type AdminCustomer,
  type VatReportLine,
} from '@prompttee/domain';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogues } from '@/i18n/catalogues';
import { switchLocale } from '@/i18n/locale';
import { mockApi, onApi } from '@/test/api-server';
import { renderWithShop } from '@/test/render-with-shop';
import { AuditLogPage } from '../components/audit-log-page';
import { CustomerPage } from '../components/customer-page';
import { DesignsPage } from '../components/designs-page';
import { VatReportPage } from '../components/vat-report-page';

vi.mock('@/lib/id-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getIdToken: async () => 'test-token',
}));

const CUSTOMER: AdminCustomer = {
  customer_id: 'cust-1',
  email: 'mari@example.ee',
  name: 'Mari Tamm',
  email_verified: false,
  disabled: false,
  created_at: '2026-10-01T08:00:00Z',
  orders: 3,
};
const AUDIT_ENTRY = {
  id: '00000000-0000-4000-8000-000000000001',
  actor_email: 'ops@prompttee.example',
  action: 'customer.grant_quota' as const,
  order_id: null,
  customer_id: 'cust-1',
  summary: 'Granted 5 more designs this month (5 in all).',
  summary_text: { code: 'designs_granted', values: { units: 5, total: 5 } },
  created_at: '2026-11-26T12:00:00Z',
};
const OSS_LINES: VatReportLine[] = [
  { country: 'DE', rate_percent: 19, kind: 'sales', documents: 2, net: 4200, vat: 798, gross: 4998 },
  // A refund of the quarter before: it names that quarter.
  {
    country: 'FR',
    rate_percent: 20,
    kind: 'refunds',
    documents: 1,
    sale_quarter: '2026-Q2',
    net: -2082,
    vat: -417,
    gross: -2499,
  },
];
const dd = (cell: string) => screen.getByText(cell).nextElementSibling?.textContent;

const api = mockApi();
beforeEach(async () => {
  await loadCatalogues('et', ['common', 'admin']);
  await act(() => switchLocale('et'));
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await act(() => switchLocale('en'));
});

describe('the console’s accounts, designs, audit log and VAT report in Estonian', () => {
  it('shows a customer’s account and quota, and offers to suspend it', async () => {
    api.use(
      onApi('get', '/v1/admin/customers/:customer_id', adminCustomerDetailSchema, () => ({
        customer: CUSTOMER,
        quota: { used: 7, total: 15, granted: 5, reset_at: '2026-12-01T00:00:00Z' },
        audit: [AUDIT_ENTRY],
      })),
    );
    renderWithShop(
      <Routes>
        <Route path="/admin/customers/:customerId" element={<CustomerPage />} />
      </Routes>,
      { at: '/admin/customers/cust-1' },
    );
    expect(await screen.findByText('kinnitamata')).toBeInTheDocument();
    expect(dd('Liitus')).toBe('01.10.2026 08:00 UTC');
    expect(dd('Kujundusi sel kuul')).toBe('7 / 15 (sh 5 juurde antud)');
    expect(dd('Kvoot uueneb')).toBe('01.12.2026 00:00 UTC');
    expect(screen.getByText('Lisakujundused antud')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Peata konto' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Anna kujundusi juurde' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anna sel kuul kujundusi juurde' });
    expect(within(dialog).getByLabelText('Kujunduste arv')).toHaveValue(5);
    expect(within(dialog).getByRole('button', { name: 'Anna' })).toBeInTheDocument();
  });

  it('lists designs for moderation, and the audit log with action names', async () => {
    api.use(
      onApi('get', '/v1/admin/designs', adminDesignsResponseSchema, () => ({
        designs: [],
        total: 0,
        page: 1,
        page_size: 24,
      })),
      onApi('get', '/v1/admin/audit-log', adminAuditLogResponseSchema, () => ({
        entries: [AUDIT_ENTRY],
        total: 1,
        page: 1,
        page_size: 50,
      })),
    );
    renderWithShop(<DesignsPage />);
    expect(await screen.findByText('Sobivaid kujundusi pole.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Otsi kirjelduse või e-posti järgi' })).toBeInTheDocument();
    cleanup();
    renderWithShop(<AuditLogPage />);
    const log = await screen.findByRole('list', { name: 'Auditilogi, uusimad eespool' });
    expect(within(log).getByRole('listitem').textContent).toBe(
      '26.11.2026 12:00 UTCLisakujundused antudSel kuul anti juurde 5 kujundust (kokku 5).tegi ops@prompttee.exampleKlient',
    );
  });

  it('shows the VAT report’s sections, quarters, plurals and euros in Estonian', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
    api.use(
      onApi('get', '/v1/admin/vat-report', vatReportResponseSchema, () => ({
        domestic: [],
        oss: OSS_LINES,
      })),
    );
    renderWithShop(<VatReportPage />);
    const oss = await screen.findByRole('table', { name: 'Käibemaksuaruanne, 2026-Q3: Liidu erikord (OSS)' });
    expect(screen.getByText('Selles kvartalis pole Eesti müüki ega tagastusi.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Müük ja tagastused sihtriigi ja käibemaksumäära kaupa, 01.07.2026–30.09.2026 (Tallinna aja järgi).',
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByLabelText('Kvartal')).getAllByRole('option')[1]!.textContent).toBe(
      '3. kv 2026',
    );
    const nbsp = (text: string) => text.replaceAll(' €', '\u00a0€');
    expect(
      within(oss)
        .getAllByRole('row')
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['Riik', 'Määr', 'Liik', 'Dokumendid', 'Neto', 'KM', 'Bruto'],
      ['Saksamaa (DE)', '19 %', 'Müük', '2 arvet', '42,00 €', '7,98 €', '49,98 €'].map(nbsp),
      [
        'Prantsusmaa (FR)',
        '20 %',
        '2. kv 2026 müügi tagastused',
        '1 kreeditarve',
        '−20,82 €',
        '−4,17 €',
        '−24,99 €',
      ].map(nbsp),
      ['Kokku', '', '', '2 arvet, 1 kreeditarve', '21,18 €', '3,81 €', '24,99 €'].map(nbsp),
    ]);
    expect(screen.getByRole('button', { name: 'Laadi alla CSV' })).toBeInTheDocument();
  });
});
