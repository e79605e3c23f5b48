import type { AdminActionResult } from '@prompttee/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithShop } from '@/test/render-with-shop';
import { ConfirmAction } from '../components/confirm-action';

function renderAction(run: (value: string) => Promise<AdminActionResult>) {
  const { queryClient } = renderWithShop(
    <ConfirmAction
      label="Cancel and refund"
      title="Cancel PT-1 and refund €24.99?"
      description="The payment goes back to the card."
      confirmLabel="Refund now"
      field={{ label: 'Reason', kind: 'text' }}
      destructive
      run={run}
    />,
  );
  return { invalidate: vi.spyOn(queryClient, 'invalidateQueries') };
}

describe('ConfirmAction', () => {
  afterEach(cleanup);

  it('does nothing until confirmed, then shows the answer and refreshes the console on close', async () => {
    const run = vi.fn(async () => ({
      ok: true as const,
      message: 'Order canceled and 24.99 EUR refunded.',
      text: { code: 'order_refunded', values: { amount: 2499, currency: 'EUR', producer_order_id: null } },
    }));
    const { invalidate } = renderAction(run);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel PT-1 and refund €24.99?' });
    const confirm = within(dialog).getByRole('button', { name: 'Refund now' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: '  Asked by phone ' } });
    fireEvent.click(confirm);
    // Worded by the console from the answer's code, money as the page writes it.
    expect(await within(dialog).findByText('Order canceled and €24.99 refunded.')).toBeInTheDocument();
    expect(run).toHaveBeenCalledWith('Asked by phone');
    expect(invalidate).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin'] });
    // Closed, with focus back on the button that opened it.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel and refund' }));
  });

  it("shows the server's sentence for a code the console does not know", async () => {
    renderAction(async () => ({
      ok: true,
      message: 'Something a newer server did.',
      text: { code: 'something_new', values: {} },
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund now' }));
    expect(await within(dialog).findByText('Something a newer server did.')).toBeInTheDocument();
  });

  it("shows the server's reason when the action is refused", async () => {
    renderAction(async () => {
      throw new ApiError(
        'Request failed with status code 409',
        409,
        'CONFLICT',
        'Only a paid order can be refunded.',
      );
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund now' }));
    expect(await within(dialog).findByText('Only a paid order can be refunded.')).toBeInTheDocument();
  });
});
