import type { AdminOrderDocument } from '@prompttee/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-server';
import { renderWithShop } from '@/test/render-with-shop';
import { DocumentsSection } from '../components/documents-section';

vi.mock('@/lib/id-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getIdToken: async () => 'test-token',
}));

const ORDER_ID = '3b7c1b0e-5a7f-4d1e-9a44-2f1f5c0a9e11';
const DOCUMENTS: AdminOrderDocument[] = [
  { kind: 'invoice', number: 'INV-2026-000042', url: `/v1/admin/orders/${ORDER_ID}/invoice` },
  { kind: 'credit_note', number: 'CN-2026-000007', url: `/v1/admin/orders/${ORDER_ID}/credit-note` },
];

const api = mockApi();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the operator's order documents", () => {
  it('opens the invoice and the credit note through the console’s routes, with the token', async () => {
    const asked: string[] = [];
    api.use(
      http.get('*/v1/admin/orders/:order_id/:document', ({ request, params }) => {
        asked.push(`${String(params.document)} ${request.headers.get('authorization')}`);
        return new HttpResponse(`%PDF-1.7 ${String(params.document)}`, {
          headers: { 'content-type': 'application/pdf' },
        });
      }),
    );
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:document');
    // jsdom has no object URLs: the blob handed to the tab is read back instead.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = () => {};
      },
    );
    renderWithShop(<DocumentsSection displayOrderId="PT-ABC1" documents={DOCUMENTS} />);

    fireEvent.click(
      screen.getByRole('button', { name: 'Invoice INV-2026-000042 of order PT-ABC1 (opens in a new tab)' }),
    );
    await vi.waitFor(() => expect(tab.location.href).toBe('blob:document'));
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('%PDF-1.7 invoice');

    fireEvent.click(screen.getByRole('button', { name: /Credit note CN-2026-000007 of order PT-ABC1/ }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(2));
    expect(await createObjectURL.mock.calls[1]![0].text()).toBe('%PDF-1.7 credit-note');
    expect(asked).toEqual(['invoice Bearer test-token', 'credit-note Bearer test-token']);
  });

  it('offers a paid order’s invoice before it is issued, and says when there is none', () => {
    const { unmount } = renderWithShop(
      <DocumentsSection displayOrderId="PT-ABC2" documents={[{ ...DOCUMENTS[0]!, number: null }]} />,
    );
    expect(screen.getByRole('button', { name: /^Invoice of order PT-ABC2/ })).toBeInTheDocument();
    unmount();
    renderWithShop(<DocumentsSection displayOrderId="PT-ABC3" documents={[]} />);
    expect(screen.getByText('No invoice: the order is not paid.')).toBeInTheDocument();
  });
});
