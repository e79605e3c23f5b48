import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuditLogPage } from '../components/audit-log-page';

vi.mock('@/lib/id-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getIdToken: async () => 'test-token',
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (n: number, patch: object = {}) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  actor_email: 'ops@prompttee.example',
  action: 'order.note',
  order_id: null,
  customer_id: null,
  summary: `note ${n}`,
  created_at: new Date(Date.UTC(2026, 10, 26, 12, 0, 60 - n)).toISOString(),
  ...patch,
});

function serve(pages: Record<number, object[]>, total: number) {
  const asked: number[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string) => {
      const url = new URL(String(input), 'http://localhost');
      expect(url.pathname).toBe('/v1/admin/audit-log');
      const page = Number(url.searchParams.get('page'));
      asked.push(page);
      const body = { entries: pages[page] ?? [], total, page, page_size: 2 };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <AuditLogPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

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
    expect(screen.getByText('1-2 of 2')).toBeTruthy();
  });

  it('pages with Next and Previous', async () => {
    const asked = serve({ 1: [entry(1), entry(2)], 2: [entry(3)] }, 3);
    show();
    await screen.findByText('note 1');
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('note 3')).toBeTruthy();
    expect(screen.getByText('3-3 of 3')).toBeTruthy();
    expect(asked).toEqual([1, 2]);
  });

  it('says so when nothing was done yet', async () => {
    serve({}, 0);
    show();
    expect(await screen.findByText('No operator actions yet.')).toBeTruthy();
  });
});
