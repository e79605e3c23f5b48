import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '@/stores/cart-store';
import { cartLine } from '@/test/fixtures';
import { canDecrease, QuantityStepper } from '../quantity-stepper';
import { RemoveLineButton } from '../remove-line-button';

const item = cartLine();

/** The store's line, so the controls re-render with the quantity they changed. */
function Controls({ disabled }: { disabled?: boolean }) {
  const line = useCartStore((s) => s.items[0]);
  if (!line) return <p>empty</p>;
  return (
    <>
      <QuantityStepper item={line} disabled={disabled} />
      <RemoveLineButton item={line} disabled={disabled} showText />
    </>
  );
}

const button = (name: RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

beforeEach(() => useCartStore.getState().emptyCart());
afterEach(cleanup);

describe('cart line controls', () => {
  it('never take a quantity below 1', () => {
    expect(canDecrease(1)).toBe(false);
    expect(canDecrease(2)).toBe(true);
  });

  it('step the quantity between 1 and 99 and remove the line', () => {
    act(() => useCartStore.getState().addItem(item, 98));
    render(<Controls />);
    expect(button(/decrease/i).disabled).toBe(false);
    fireEvent.click(button(/increase/i));
    expect(screen.getByLabelText('Quantity').textContent).toBe('99');
    expect(button(/increase/i).disabled).toBe(true);
    act(() => useCartStore.getState().updateItemQuantity(item.id, 1));
    expect(button(/decrease/i).disabled).toBe(true);
    fireEvent.click(button(/^remove/i));
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('are all disabled while the caller says so', () => {
    act(() => useCartStore.getState().addItem(item, 2));
    render(<Controls disabled />);
    for (const name of [/decrease/i, /increase/i, /^remove/i]) expect(button(name).disabled).toBe(true);
  });
});
