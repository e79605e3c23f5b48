import {
  adminOrderDetailSchema,
  adminReplacementResultSchema,
  adminActionResultSchema,
  type AdminOrderDetail,
} from '@prompttee/domain';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogues } from '@/i18n/catalogues';
import { switchLocale } from '@/i18n/locale';
import { mockApi, onApi } from '@/test/api-server';
import { shippingAddress } from '@/test/fixtures';
import { renderWithShop } from '@/test/render-with-shop';
import { AdminOrderPage } from '../components/admin-order-page';

vi.mock('@/lib/id-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getIdToken: async () => 'test-token',
}));

const ORDER_ID = '3b7c1b0e-5a7f-4d1e-9a44-2f1f5c0a9e11';
const REPLACEMENT_ID = '6a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const { address_id: _a, id: _i, ...ADDRESS } = shippingAddress('a-1');
const DELIVERED: AdminOrderDetail = {
  order: {
    order_id: ORDER_ID,
    display_order_id: 'PT-ABC1',
    created_at: '2026-11-26T09:05:00Z',
    status: 'delivered',
    total_amount: 2499,
    currency: 'EUR',
    customer_id: 'cust-1',
    customer_email: 'mari@example.ee',
    subtotal: 2499,
    shipping: 0,
    producer_order_id: 'sim_1',
    tracking_number: 'TRK1',
    paid_at: '2026-11-26T09:06:00Z',
  },
  items: [],
  shipping_address: ADDRESS,
  payment_sessions: [],
  payment_events: [],
  producer_events: [],
  emails: [],
  documents: [{ kind: 'invoice', number: 'INV-2026-000042', url: `/v1/admin/orders/${ORDER_ID}/invoice` }],
  audit: [],
  can_retry_submission: false,
  can_refund: false,
  claim: null,
  replacement_of: null,
  can_refund_claim: true,
  can_send_replacement: true,
};

const api = mockApi();
afterEach(async () => {
  cleanup();
  await act(() => switchLocale('en'));
});

const openOrder = (orderId = ORDER_ID) =>
  renderWithShop(
    <Routes>
      <Route path="/admin/orders/:orderId" element={<AdminOrderPage />} />
    </Routes>,
    { at: `/admin/orders/${orderId}` },
  );

describe("a delivered order's defect claim on the console", () => {
  it('sends a replacement after the operator confirms with a reason, and shows the answer', async () => {
    const asked: unknown[] = [];
    api.use(
      onApi('get', '/v1/admin/orders/:order_id', adminOrderDetailSchema, () => DELIVERED),
      onApi('post', '/v1/admin/orders/:order_id/replacement', adminReplacementResultSchema, async (call) => {
        asked.push({ order: call.params.order_id, body: await call.request.json() });
        return {
          ok: true,
          message: 'Replacement order PT-NEW2 placed at no charge; it goes to the producer now.',
          text: { code: 'replacement_placed', values: { replacement: 'PT-NEW2' } },
          replacement: { order_id: REPLACEMENT_ID, display_order_id: 'PT-NEW2' },
        };
      }),
    );
    openOrder();
    expect(await screen.findByRole('button', { name: 'Refund the claim' })).toBeInTheDocument();
    // Delivered: no cancellation, only the claim's two settlements.
    expect(screen.queryByRole('button', { name: 'Cancel and refund' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send a replacement' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Send a replacement for PT-ABC1 at no charge?',
    });
    expect(within(dialog).getByText(/with nothing to pay and no invoice/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Send the replacement' });
    // Nothing happens without a reason.
    expect(confirm).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Reason (kept in the audit log)'), {
      target: { value: ' Print cracked on arrival ' },
    });
    fireEvent.click(confirm);
    expect(
      await within(dialog).findByText(
        'Replacement order PT-NEW2 placed at no charge; it goes to the producer now.',
      ),
    ).toBeInTheDocument();
    expect(asked).toEqual([{ order: ORDER_ID, body: { reason: 'Print cracked on arrival' } }]);
  });

  it('asks before refunding a claim in Estonian, the order staying delivered', async () => {
    await loadCatalogues('et', ['common', 'admin']);
    await act(() => switchLocale('et'));
    api.use(
      onApi('get', '/v1/admin/orders/:order_id', adminOrderDetailSchema, () => DELIVERED),
      onApi('post', '/v1/admin/orders/:order_id/claim-refund', adminActionResultSchema, () => ({
        ok: true,
        message:
          'Refunded 24.99 EUR for the defect claim; the order stays delivered and a credit note is issued.',
        text: { code: 'claim_refunded', values: { amount: 2499, currency: 'EUR', status: 'delivered' } },
      })),
    );
    openOrder();
    fireEvent.click(await screen.findByRole('button', { name: 'Tagasta raha' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Kas tagastada tellimuse PT-ABC1 puuduse eest 24,99\u00a0€?',
    });
    expect(within(dialog).getByText(/tellimuse olek jääb „kohale toimetatud“/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Põhjus (jääb auditilogisse)'), {
      target: { value: 'Trükk pragunes' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tagasta raha' }));
    expect(
      await within(dialog).findByText(
        'Puudusega seotud kaebuse eest tagastati 24,99 €; tellimuse olek jääb „kohale toimetatud“ ja koostatakse kreeditarve.',
      ),
    ).toBeInTheDocument();
  });

  it('shows how a claim was settled, and links a replacement and its original both ways', async () => {
    api.use(
      onApi('get', '/v1/admin/orders/:order_id', adminOrderDetailSchema, ({ params }) =>
        params.order_id === ORDER_ID
          ? {
              ...DELIVERED,
              can_refund_claim: false,
              can_send_replacement: false,
              claim: {
                settlement: 'replacement' as const,
                reason: 'Print cracked on arrival',
                settled_by: 'ops@prompttee.example',
                settled_at: '2026-11-27T10:00:00Z',
                replacement: { order_id: REPLACEMENT_ID, display_order_id: 'PT-NEW2' },
              },
            }
          : {
              ...DELIVERED,
              order: {
                ...DELIVERED.order,
                order_id: REPLACEMENT_ID,
                display_order_id: 'PT-NEW2',
                status: 'paid',
                total_amount: 0,
              },
              documents: [],
              can_refund_claim: false,
              can_send_replacement: false,
              replacement_of: { order_id: ORDER_ID, display_order_id: 'PT-ABC1' },
            },
      ),
    );
    openOrder();
    const claim = (await screen.findByRole('heading', { name: 'Defect claim' })).parentElement!
      .parentElement!;
    expect(within(claim).getByText('Replacement at no charge')).toBeInTheDocument();
    expect(within(claim).getByText('Print cracked on arrival')).toBeInTheDocument();
    expect(within(claim).getByText('ops@prompttee.example')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a replacement' })).toBeNull();
    fireEvent.click(within(claim).getByRole('link', { name: 'PT-NEW2' }));

    expect(await screen.findByRole('heading', { name: /^PT-NEW2/ })).toBeInTheDocument();
    expect(screen.getByText(/Replacement at no charge for order/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PT-ABC1' })).toHaveAttribute(
      'href',
      `/admin/orders/${ORDER_ID}`,
    );
    expect(screen.getByText('No invoice: a replacement at no charge is not a sale.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Defect claim' })).toBeNull();
  });
});
