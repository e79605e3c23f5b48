import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '@/stores/cart-store';
import { mockApi } from '@/test/api-server';
import { newTextLayer } from '../layers/layer-model';
import { useLayersStore } from '../layers/layers-store';
import { toClientDesign } from '../lib/client-design';
import { useDesignerStore } from '../stores/designer-store';
import { mockServer, renderDesigner, resetDesigner } from './designer-harness';
import { designItem } from './fixtures';

vi.mock('@/lib/id-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getIdToken: async () => 'test-token',
}));

const design = toClientDesign(designItem(1, 86_400));
const addToCart = () => screen.getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement;
const addText = (side: 'front' | 'back', text: string) =>
  act(() => useLayersStore.getState().add(side, { ...newTextLayer('anton', '#111111'), text }));
const lines = () => useCartStore.getState().items;

async function openWithDesign() {
  mockServer();
  useDesignerStore.setState({ design });
  renderDesigner();
  await waitFor(() => expect(addToCart().disabled).toBe(false));
}

mockApi();
beforeEach(() => resetDesigner());
afterEach(cleanup);

describe('Add to Cart', () => {
  it('puts texts on the front and the back on one shirt, at the variant’s price', async () => {
    await openWithDesign();
    addText('front', 'Hello');
    addText('back', 'Tallinn');
    // The side on screen does not matter: the shirt carries every side with something on it.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(addToCart());
    expect(lines()).toHaveLength(1);
    const [line] = lines();
    expect(line).toMatchObject({ name: 'Custom (White / M) - front + back', price: 24.99, quantity: 1 });
    expect(line!.layers?.front?.map((l) => (l.type === 'text' ? l.text : l.design_id))).toEqual([
      design.id,
      'Hello',
    ]);
    expect(line!.layers?.back?.map((l) => (l.type === 'text' ? l.text : l.design_id))).toEqual([
      design.id,
      'Tallinn',
    ]);
    fireEvent.click(addToCart());
    expect(lines()).toHaveLength(1);
    expect(lines()[0]!.quantity).toBe(2);
  });

  it('takes the side on screen with the design alone as well as a side the customer wrote on', async () => {
    await openWithDesign();
    addText('front', 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(addToCart());
    const [line] = lines();
    expect(line!.name).toBe('Custom (White / M) - front + back');
    const { placements } = useDesignerStore.getState();
    expect(line!.layers?.back).toEqual([{ type: 'image', design_id: design.id, ...placements.back }]);
  });

  it('keeps a shirt with nothing but the design a one-side line of the side on screen', async () => {
    await openWithDesign();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(addToCart());
    expect(lines()).toHaveLength(1);
    expect(lines()[0]).toMatchObject({ name: 'Custom (White / M) - back', printLocation: 'back' });
    expect(lines()[0]!.layers).toBeUndefined();
  });

  it('keeps a side the customer wrote on alone when it is the one on screen', async () => {
    await openWithDesign();
    addText('front', 'Hello');
    fireEvent.click(addToCart());
    expect(lines()[0]!.name).toBe('Custom (White / M) - front');
    expect(Object.keys(lines()[0]!.layers ?? {})).toEqual(['front']);
  });
});
