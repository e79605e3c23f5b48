import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shippingAddress } from '@/test/fixtures';
import { renderWithShop } from '@/test/render-with-shop';

const ADDRESS_ID = '11111111-1111-4111-8111-111111111111';

// The popover's chunk is loaded once per page: each test starts from a page that has not loaded it.
async function renderPicker() {
  vi.resetModules();
  const { LazyAddressPicker } = await import('../components/lazy-address-picker');
  const onSelect = vi.fn();
  renderWithShop(
    <LazyAddressPicker
      triggerRef={createRef()}
      addresses={[shippingAddress(ADDRESS_ID)]}
      selectedId={ADDRESS_ID}
      onSelect={onSelect}
      onDelete={vi.fn()}
      onAddNew={vi.fn()}
    />,
  );
  return { onSelect };
}

const trigger = () => screen.getByTestId('address-picker');

describe('LazyAddressPicker', () => {
  afterEach(cleanup);

  it('is the closed picker before its popover loads: the chosen address, a button with a dialog popup', async () => {
    await renderPicker();
    expect(trigger().tagName).toBe('BUTTON');
    expect(trigger().getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: /^Shipping address: Mari Tamm/ })).toBe(trigger());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens once loaded when pressed first, and gives focus back to the button when closed', async () => {
    const { onSelect } = await renderPicker();
    fireEvent.click(trigger());
    const list = await screen.findByRole('dialog', { name: 'Saved addresses' });
    await waitFor(() => expect(list.contains(document.activeElement)).toBe(true));
    expect(trigger().getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger());

    fireEvent.click(trigger());
    fireEvent.click(await screen.findByRole('button', { name: /^Mari Tamm/ }));
    expect(onSelect).toHaveBeenCalledWith(ADDRESS_ID);
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
  });

  it('keeps keyboard focus on the button as the popover version takes its place', async () => {
    await renderPicker();
    const plain = trigger();
    act(() => plain.focus());
    await waitFor(() => expect(trigger()).not.toBe(plain));
    expect(document.activeElement).toBe(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits for the click of a press under way, then opens', async () => {
    await renderPicker();
    const plain = trigger();
    fireEvent.pointerDown(plain);
    // Loaded meanwhile, but the button stays until the press ends.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(trigger()).toBe(plain);
    fireEvent.click(plain);
    expect(await screen.findByRole('dialog', { name: 'Saved addresses' })).toBeInTheDocument();
  });
});
