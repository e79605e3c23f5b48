import { DEFAULT_PLACEMENT, MIN_PLACEMENT_WIDTH, placementProblem } from '@prompttee/domain';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '@/stores/cart-store';
import { useSelection } from '../hooks/use-selection';
import { toClientDesign } from '../lib/client-design';
import { useDesignerStore } from '../stores/designer-store';
import { mockApi } from '@/test/api-server';
import { mockServer, renderDesigner, resetDesigner } from './designer-harness';
import { designItem } from './fixtures';

// Only the token is faked; the rest of the module stays real (the auth store listens to it).
vi.mock('@/lib/id-token', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getIdToken: async () => 'test-token',
}));
// The page calls useSelection once per render: counting its calls counts the page's renders.
vi.mock('../hooks/use-selection', async (original) => {
  const actual = await original<{ useSelection: typeof useSelection }>();
  return { ...actual, useSelection: vi.fn(actual.useSelection) };
});

const design = toClientDesign(designItem(1, 86_400));
const placed = (side: 'front' | 'back' = 'front') => useDesignerStore.getState().placements[side];
const box = () => screen.getByRole('group', { name: `Design on the front: ${design.title}` });
const press = (key: string, shiftKey = false) => fireEvent.keyDown(box(), { key, shiftKey });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

async function openWithDesign(patch: Partial<typeof design> = {}) {
  mockServer();
  useDesignerStore.setState({ design: { ...design, ...patch } });
  renderDesigner();
  await screen.findByTestId('product-image');
  // The frame and the controls are a chunk fetched after the page's first render.
  await screen.findByRole('group', { name: `Design on the front: ${design.title}` });
  await screen.findByRole('group', { name: 'Placement presets' });
}

mockApi();
beforeEach(() => resetDesigner());
afterEach(() => {
  cleanup();
});

describe('the placement editor', () => {
  it('labels the design and every control, and explains the keys', async () => {
    await openWithDesign();
    expect(box().getAttribute('tabindex')).toBe('0');
    expect(box().getAttribute('aria-roledescription')).toBe('movable design');
    const help = document.getElementById(box().getAttribute('aria-describedby')!)!;
    expect(help.textContent).toMatch(/arrow keys.*\+ and −/);
    const presets = within(screen.getByRole('group', { name: 'Placement presets' }));
    expect(presets.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Full front',
      'Centre chest',
      'Left chest',
      'Reset',
    ]);
    expect(button('Reset placement').disabled).toBe(true);
    for (const name of ['Smaller', 'Larger', 'Turn left 15°', 'Turn right 15°'])
      expect(button(name)).toBeInTheDocument();
    // No control of the preview and its options goes without a name.
    const options = screen.getByRole('region', { name: 'Product options' });
    for (const control of within(options).getAllByRole('button')) {
      expect(control.getAttribute('aria-label') ?? control.textContent).toMatch(/\w/);
    }
  });

  it('starts at the default placement and moves with the arrow keys, Shift for bigger steps', async () => {
    await openWithDesign();
    expect(placed()).toEqual(DEFAULT_PLACEMENT);
    press('ArrowUp');
    expect(placed()).toMatchObject({ x: 0.5, y: 0.49 });
    press('ArrowDown', true);
    expect(placed()).toMatchObject({ x: 0.5, y: 0.54 });
    press('-');
    press('ArrowLeft', true);
    expect(placed().x).toBeCloseTo(0.45, 4);
    press('ArrowRight');
    expect(placed().x).toBeCloseTo(0.46, 4);
    expect(screen.getByTestId('placement-announcement').textContent).toBe(
      'Design 83% of the print area wide, centre 46% across and 54% down.',
    );
  });

  it('scales with + and -, turns with [ and ], and ignores other keys', async () => {
    await openWithDesign();
    press('-');
    expect(placed().width).toBeCloseTo(DEFAULT_PLACEMENT.width / 1.05, 4);
    press('+');
    expect(placed().width).toBeCloseTo(DEFAULT_PLACEMENT.width, 4);
    press(']');
    expect(placed().rotation).toBe(1);
    press('{', true);
    expect(placed().rotation).toBe(-14);
    const before = placed();
    const event = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
    box().dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(placed()).toBe(before);
  });

  it('never lets the design leave the print area or shrink under the minimum', async () => {
    await openWithDesign();
    for (let i = 0; i < 40; i++) press('ArrowLeft', true);
    expect(placementProblem(placed())).toBeNull();
    // The box's left edge stops at the print area's: its centre is half its width in.
    expect(placed().x).toBeCloseTo(DEFAULT_PLACEMENT.width / 2, 4);
    for (let i = 0; i < 40; i++) press('+', true);
    expect(placed().width).toBe(1);
    expect(placementProblem(placed())).toBeNull();
    expect(button('Larger').disabled).toBe(true);
    for (let i = 0; i < 12; i++) press(']', true);
    expect(placementProblem(placed())).toBeNull();
    for (let i = 0; i < 80; i++) press('-', true);
    expect(placed().width).toBe(MIN_PLACEMENT_WIDTH);
    expect(button('Smaller').disabled).toBe(true);
  });

  it('applies the side presets, names the one in use, and resets', async () => {
    await openWithDesign();
    fireEvent.click(button('Left chest'));
    expect(placed()).toEqual({ x: 0.72, y: 0.15, width: 0.3, rotation: 0 });
    expect(button('Left chest').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('PLACEMENT', { exact: false }).textContent).toContain('Left chest');
    fireEvent.click(button('Reset placement'));
    expect(placed()).toEqual(DEFAULT_PLACEMENT);

    // The back has its own presets and its own placement.
    fireEvent.click(button('Back'));
    const presets = within(screen.getByRole('group', { name: 'Placement presets' }));
    expect(presets.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Full back',
      'Upper back',
      'Reset',
    ]);
    fireEvent.click(button('Upper back'));
    expect(placed('back')).toEqual({ x: 0.5, y: 0.2, width: 0.4, rotation: 0 });
    expect(placed('front')).toEqual(DEFAULT_PLACEMENT);
  });

  it('shows the print size and DPI, and warns below 150 DPI', async () => {
    await openWithDesign({ sourceWidth: 1024 });
    // 87.5 % of 12 in is 10.5 in (26.7 cm) wide and 14 in (35.6 cm) tall: 1024 px / 10.5 in = 98 DPI.
    expect(screen.getByTestId('print-size').textContent).toBe('Print 26.7 × 35.6 cm · 98 DPI');
    expect(screen.getByTestId('dpi-warning').textContent).toMatch(/Below 150 DPI the print may look blurry/);
    fireEvent.click(button('Left chest'));
    expect(screen.getByTestId('dpi').textContent).toBe('284 DPI');
    expect(screen.queryByTestId('dpi-warning')).toBeNull();
  });

  it('drags with the pointer without re-rendering the page, snapping to the centre line, committing on release', async () => {
    await openWithDesign();
    // From a box small enough to move both ways: x 0.5, y 0.3, 60 % wide (and tall).
    fireEvent.click(button('Centre chest'));
    const start = placed();
    const area = screen.getByTestId('print-area');
    // happy-dom lays nothing out: give the print area a 200 x 266.67 px box.
    area.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 200, height: 800 / 3 });
    const frame = () => act(() => new Promise<void>((done) => requestAnimationFrame(() => done())));
    const pageRenders = vi.mocked(useSelection).mock.calls.length;

    fireEvent.pointerDown(box(), {
      pointerId: 1,
      button: 0,
      clientX: 100,
      clientY: 100,
      pointerType: 'mouse',
    });
    fireEvent.pointerMove(box(), { pointerId: 1, clientX: 100, clientY: 120, pointerType: 'mouse' });
    await frame();
    // 20 px down is 7.5 % of the area: the design's top edge moves from 0 % to 7.5 %.
    expect(Number.parseFloat(screen.getByTestId('design-overlay').style.top)).toBeCloseTo(7.5, 6);
    expect(screen.getByTestId('guide-x')).toBeInTheDocument();
    fireEvent.pointerMove(box(), { pointerId: 1, clientX: 140, clientY: 140, pointerType: 'mouse' });
    await frame();
    expect(screen.queryByTestId('guide-x')).toBeNull();
    expect(screen.getByTestId('print-area-outline').dataset.editing).toBe('true');
    // Only the design and its frame followed the pointer; the store holds the old placement.
    expect(vi.mocked(useSelection).mock.calls.length).toBe(pageRenders);
    expect(placed()).toEqual(start);

    fireEvent.pointerUp(box(), { pointerId: 1, clientX: 140, clientY: 140, pointerType: 'mouse' });
    // 40 px right is 20 % across (0.7, where a box 60 % wide touches the right edge); 40 px down is 15 %.
    expect(placed()).toMatchObject({ x: 0.7, y: 0.45, width: 0.6 });
    expect(screen.getByTestId('print-area-outline').dataset.editing).toBeUndefined();
  });

  it('scales from a corner handle and pinches with two fingers, staying inside the print area', async () => {
    await openWithDesign();
    const area = screen.getByTestId('print-area');
    area.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 200, height: 800 / 3 });
    const corner = box().querySelector<HTMLElement>('[data-handle="scale"]')!;
    // The centre is at (100, 133.3) and the top-left corner half the box away; pulling the corner
    // to half that distance halves the width.
    const w = DEFAULT_PLACEMENT.width;
    const [cx, cy] = [100, 400 / 3];
    const from = { clientX: cx - w * 100, clientY: cy - (w * 400) / 3 };
    const to = { clientX: cx - w * 50, clientY: cy - (w * 200) / 3 };
    fireEvent.pointerDown(corner, { pointerId: 1, button: 0, ...from, pointerType: 'mouse' });
    fireEvent.pointerMove(corner, { pointerId: 1, ...to, pointerType: 'mouse' });
    fireEvent.pointerUp(corner, { pointerId: 1, ...to, pointerType: 'mouse' });
    expect(placed().width).toBeCloseTo(w / 2, 2);

    const touch = { pointerType: 'touch' };
    fireEvent.pointerDown(box(), { ...touch, pointerId: 2, clientX: 90, clientY: 130 });
    fireEvent.pointerDown(box(), { ...touch, pointerId: 3, clientX: 110, clientY: 130 });
    fireEvent.pointerMove(box(), { ...touch, pointerId: 3, clientX: 130, clientY: 130 });
    fireEvent.pointerUp(box(), { ...touch, pointerId: 2, clientX: 90, clientY: 130 });
    fireEvent.pointerUp(box(), { ...touch, pointerId: 3, clientX: 130, clientY: 130 });
    // The fingers spread from 20 to 40 px apart: twice as wide, and moved with their midpoint.
    expect(placed().width).toBeCloseTo(w, 2);
    expect(placed().x).toBeCloseTo(0.55, 2);
    expect(placementProblem(placed())).toBeNull();
  });

  it('puts the placement in the cart: the same placement adds up, another is another line', async () => {
    await openWithDesign();
    const add = button('Add to Cart');
    fireEvent.click(add);
    fireEvent.click(add);
    fireEvent.click(button('Centre chest'));
    fireEvent.click(add);
    const lines = useCartStore.getState().items;
    expect(lines.map((l) => [l.placement, l.quantity])).toEqual([
      [DEFAULT_PLACEMENT, 2],
      [{ x: 0.5, y: 0.3, width: 0.6, rotation: 0 }, 1],
    ]);
  });
});
