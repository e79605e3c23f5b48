import { designListItemSchema } from '@prompttee/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, apiServer, mockApi, onApi } from '@/test/api-server';
import { useCartStore } from '@/stores/cart-store';
import { toClientDesign } from '../lib/client-design';
import { useDesignerStore } from '../stores/designer-store';
import { mockServer, renderDesigner, resetDesigner } from './designer-harness';
import { designItem } from './fixtures';

vi.mock('@/lib/id-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getIdToken: async () => 'test-token',
}));

const design = toClientDesign(designItem(1, 86_400));
/** The rows of the layers list but the generated design's, top first. */
const rows = () => screen.queryAllByTestId('layer-row').filter((row) => row.dataset.layer !== 'design');
const names = () => screen.queryAllByTestId('layer-row').map((row) => row.textContent);
const picture = () => new File([new Uint8Array([137, 80, 78, 71])], 'cat.png', { type: 'image/png' });

mockApi();
beforeEach(() => {
  resetDesigner();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function openWithDesign() {
  mockServer();
  useDesignerStore.getState().applyDesign(design);
  renderDesigner();
  return screen.findByTestId('layers-panel', {}, { timeout: 5000 });
}

describe('the layer editor', () => {
  it('says layers leave the price alone, adds a text and undoes and redoes it by button and keys', async () => {
    const panel = await openWithDesign();
    expect(within(panel).getByText(/Layers don.t change the price/)).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Add text' }));
    expect(rows()).toHaveLength(1);
    fireEvent.change(within(panel).getByLabelText('Text'), { target: { value: 'Hi\tthere\nfriend' } });
    expect(rows()[0]!.textContent).toContain('Text: Hithere friend');
    fireEvent.click(within(panel).getByRole('button', { name: 'Undo' }));
    expect(rows()[0]!.textContent).toContain('Text: Your text');
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(rows()).toHaveLength(0);
    fireEvent.keyDown(window, { key: 'y', ctrlKey: true });
    fireEvent.keyDown(window, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(rows()[0]!.textContent).toContain('Hithere friend');
  });

  it('uploads a picture as a layer over the design and adds the side’s layers to the cart line', async () => {
    const uploaded = {
      ...designItem(2, 86_400),
      prompt: 'cat.png',
      source: 'upload' as const,
      source_width: 600,
    };
    apiServer.use(onApi('post', '/v1/designs/upload', designListItemSchema, () => uploaded, 201));
    const panel = await openWithDesign();
    fireEvent.change(within(panel).getByTestId('upload-input'), { target: { files: [picture()] } });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]!.textContent).toContain('Upload: cat.png');
    // 600 px over half of the 12-inch area: 100 DPI, under the 150 the producers ask for.
    expect(screen.getByTestId('layer-dpi-warning').textContent).toContain('Below 150 DPI');
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const line = useCartStore.getState().items[0]!;
    expect(line.layers?.front?.map((l) => (l.type === 'image' ? l.design_id : l.type))).toEqual([
      design.id,
      uploaded.design_id,
    ]);
  });

  it('puts a text under the generated design, from the list, and orders them so', async () => {
    const panel = await openWithDesign();
    fireEvent.click(within(panel).getByRole('button', { name: 'Add text' }));
    expect(names()).toEqual(['Text: Your text', `Design: ${design.title}`]);
    fireEvent.click(within(panel).getByRole('button', { name: `Bring Design: ${design.title} forward` }));
    expect(names()).toEqual([`Design: ${design.title}`, 'Text: Your text']);
    expect(screen.getByTestId('layers-announcement').textContent).toBe(
      `Design: ${design.title} brought forward.`,
    );
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false));
    fireEvent.click(add);
    expect(useCartStore.getState().items[0]!.layers?.front?.map((l) => l.type)).toEqual(['text', 'image']);
    // Deleted from the side, the design leaves the text alone there; undo brings it back.
    fireEvent.keyDown(screen.getByTestId('placement-box'), { key: 'Delete' });
    expect(names()).toEqual(['Text: Your text']);
    expect(screen.queryByTestId('design-overlay')).toBeNull();
    expect(
      within(panel).getByRole('button', { name: 'Delete Text: Your text' }).hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.click(within(panel).getByRole('button', { name: 'Undo' }));
    expect(names()).toEqual([`Design: ${design.title}`, 'Text: Your text']);
  });

  it('hands the keyboard to the next layer when one is deleted, says so, and shows one frame at a time', async () => {
    const panel = await openWithDesign();
    fireEvent.click(within(panel).getByRole('button', { name: 'Add text' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Add text' }));
    expect(names()).toEqual(['Text: Your text', 'Text: Your text', `Design: ${design.title}`]);
    // A text is selected: the design's frame keeps its handles hidden.
    const frameOf = (box: HTMLElement) => box.querySelector('[data-handle="rotate"]')!.className;
    expect(frameOf(await screen.findByTestId('placement-box'))).not.toContain(
      'group-hover/stage:opacity-100',
    );

    const deletes = within(panel).getAllByRole('button', { name: 'Delete Text: Your text' });
    fireEvent.click(deletes[0]!);
    expect(names()).toEqual(['Text: Your text', `Design: ${design.title}`]);
    expect(screen.getByTestId('layers-announcement').textContent).toBe('Text: Your text deleted.');
    expect(document.activeElement?.textContent).toBe('Text: Your text');

    // Deleted from its frame by the Delete key, the last text hands over to the design's row.
    const [frame] = await screen.findAllByTestId('layer-frame');
    fireEvent.keyDown(frame!, { key: 'Delete' });
    expect(names()).toEqual([`Design: ${design.title}`]);
    expect(document.activeElement?.textContent).toBe(`Design: ${design.title}`);
    expect(frameOf(screen.getByTestId('placement-box'))).toContain('group-hover/stage:opacity-100');
  });

  it('shows the server’s words for a refused upload', async () => {
    const message = 'Only PNG, JPEG or WebP images can be uploaded';
    apiServer.use(
      onApi('post', '/v1/designs/upload', designListItemSchema, () =>
        apiError(415, 'UNSUPPORTED_IMAGE', message),
      ),
    );
    const panel = await openWithDesign();
    fireEvent.change(within(panel).getByTestId('upload-input'), { target: { files: [picture()] } });
    expect((await screen.findByTestId('upload-error')).textContent).toBe(message);
    expect(rows()).toHaveLength(0);
  });
});
