import { adminAuditLogResponseSchema, type AuditEntry } from '@prompttee/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, onApi } from '@/test/api-server';
import { renderWithShop } from '@/test/render-with-shop';
import { AuditLogPage } from '../components/audit-log-page';

vi.mock('@/lib/id-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getIdToken: async () => 'test-token',
}));

const api = mockApi();
afterEach(cleanup);

const entry = (n: number, patch: Partial<AuditEntry> = {}): AuditEntry => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  actor_email: 'ops@prompttee.example',
  action: 'order.note',
  order_id: null,
  customer_id: null,
  summary: `note ${n}`,
  summary_text: null,
  created_at: new Date(Date.UTC(2026, 10, 26, 12, 0, 60 - n)).toISOString(),
  ...patch,
});

function serve(pages: Record<number, AuditEntry[]>, total: number) {
  const asked: number[] = [];
  api.use(
    onApi('get', '/v1/admin/audit-log', adminAuditLogResponseSchema, ({ url }) => {
      const page = Number(url.searchParams.get('page'));
      asked.push(page);
      return { entries: pages[page] ?? [], total, page, page_size: 2 };
    }),
  );
  return asked;
}

const show = () => renderWithShop(<AuditLogPage />);

describe('the audit log page', () => {
  it('lists the entries newest first with who, what, and links to the order or customer', async () => {
    serve(
      {
        1: [
          entry(1, { action: 'customer.grant_quota', customer_id: 'cust-1', summary: '5 designs' }),
          entry(2, { order_id: '33333333-3333-4333-8333-333333333333', summary: 'Called the customer' }),
        ],
      },
      2,
    );
    show();
    const log = await screen.findByRole('list', { name: 'Audit log, newest first' });
    const rows = within(log).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Designs granted');
    expect(rows[0]!.textContent).toContain('by ops@prompttee.example');
    expect(within(rows[0]!).getByRole('link', { name: 'Customer' }).getAttribute('href')).toBe(
      '/admin/customers/cust-1',
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Order' }).getAttribute('href')).toBe(
      '/admin/orders/33333333-3333-4333-8333-333333333333',
    );
    expect(screen.getByText('1-2 of 2')).toBeInTheDocument();
  });

  it('pages with Next and Previous', async () => {
    const asked = serve({ 1: [entry(1), entry(2)], 2: [entry(3)] }, 3);
    show();
    await screen.findByText('note 1');
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('note 3')).toBeInTheDocument();
    expect(screen.getByText('3-3 of 3')).toBeInTheDocument();
    expect(asked).toEqual([1, 2]);
  });

  it('says so when nothing was done yet', async () => {
    serve({}, 0);
    show();
    expect(await screen.findByText('No operator actions yet.')).toBeInTheDocument();
  });
});
