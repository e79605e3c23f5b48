import { i18n } from '@lingui/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip';
import { renderWithShop, testQueryClient } from '@/test/render-with-shop';
import { DesignPickerGrid } from '../components/design-picker-grid';
import { ExpiryBadge } from '../components/expiry-badge';
import { LoadingOverlay } from '../components/loading-overlay';
import { PreviousDesignsTab } from '../components/previous-designs-tab';
import { toClientDesign } from '../lib/client-design';
import { GENERATION_CYCLE_MS, GENERATION_STEPS } from '../lib/designer-texts';
import { designItem } from './fixtures';

const NOW = Date.parse('2026-11-21T12:00:00Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the expiry badge', () => {
  it.each([
    [93_784, '1d 2h'],
    [7_260, '2h 1m'],
    [61, '1m 1s'],
    [5, '5s'],
  ])('shows %i seconds as %s', (seconds, text) => {
    render(<ExpiryBadge expiryTime={NOW / 1000 + seconds} now={NOW} />);
    expect(screen.getByTestId('expiry-badge').textContent).toBe(`Expires in ${text}`);
  });

  it("shows 'Expired' in red at zero", () => {
    render(<ExpiryBadge expiryTime={NOW / 1000} now={NOW} />);
    const badge = screen.getByTestId('expiry-badge');
    expect(badge.textContent).toBe('Expired');
    expect(badge.className).toContain('bg-destructive');
  });
});

describe('the design picker grid', () => {
  const designs = Array.from({ length: 8 }, (_, i) => toClientDesign(designItem(i + 1, 3 + i * 3600, NOW)));
  const renderGrid = (onPick = vi.fn(), list = designs) =>
    render(<DesignPickerGrid designs={list} now={NOW} pickedId={null} onPick={onPick} />);

  it('marks generated designs "AI-generated", and uploads not', () => {
    const generated = toClientDesign({ ...designItem(1, 3600, NOW), source: 'generated' });
    const older = toClientDesign(designItem(2, 3600, NOW));
    const upload = toClientDesign({ ...designItem(3, 3600, NOW), source: 'upload' });
    renderGrid(vi.fn(), [generated, older, upload]);
    const marked = screen
      .getAllByTestId('design-tile')
      .map((tile) => within(tile).queryByText('AI-generated') !== null);
    // A design listed without a source comes from before uploads: it was generated.
    expect(marked).toEqual([true, true, false]);
  });

  it('shows 6 per page in 3 columns with previous, next and Page X of Y', () => {
    renderGrid();
    const grid = screen.getByRole('list', { name: 'Your designs' });
    expect(grid.className).toContain('grid-cols-3');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows each title on hover and selects on click, with a highlight that clears after 1 s', () => {
    const onPick = vi.fn();
    const { rerender } = renderGrid(onPick);
    const tile = screen.getAllByTestId('design-tile')[1]!;
    expect(tile.getAttribute('title')).toBe('design number 2');
    // The picture grows inside its tile, which clips it, never over the neighbouring tiles.
    expect(tile.className).toContain('overflow-hidden');
    expect(tile.className).not.toContain('scale');
    expect(tile.querySelector('img')!.className).toContain('group-hover:scale-125');
    fireEvent.click(tile);
    expect(onPick).toHaveBeenCalledWith(designs[1]);
    rerender(<DesignPickerGrid designs={designs} now={NOW} pickedId={designs[1]!.id} onPick={onPick} />);
    const looks = () => tile.className;
    const highlighted = looks();
    expect(highlighted).toContain('ring-4');
    act(() => void vi.advanceTimersByTime(999));
    expect(looks()).toBe(highlighted);
    act(() => void vi.advanceTimersByTime(1));
    // Nothing marks the tile any more; the pick itself stays for screen readers and USE SELECTED DESIGN.
    expect(looks()).not.toContain('ring');
    expect(looks()).not.toContain('primary');
    expect(tile.getAttribute('aria-pressed')).toBe('true');
  });

  it("gives every picture the design's prompt as its text alternative", () => {
    renderGrid();
    const pictures = screen.getAllByRole('img', { hidden: true }).filter((img) => img.tagName === 'IMG');
    expect(pictures.map((img) => img.getAttribute('alt'))).toEqual(
      designs.slice(0, 6).map((design) => design.title),
    );
  });

  it('says Page 1 of 1 for a short list', () => {
    renderGrid(vi.fn(), designs.slice(0, 2));
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });
});

describe('the loading overlay', () => {
  it('cycles the five generation texts, 2 s each, looping over 10 s', () => {
    render(
      <LoadingOverlay steps={GENERATION_STEPS.map((step) => i18n._(step))} cycleMs={GENERATION_CYCLE_MS} />,
    );
    const seen = [screen.getByText(/\.\.\.$/).textContent];
    for (let i = 0; i < 5; i++) {
      act(() => void vi.advanceTimersByTime(2000));
      seen.push(screen.getByText(/\.\.\.$/).textContent);
    }
    expect(seen).toEqual([
      'Warming up the pixels...',
      'Brewing creativity...',
      'Generating design...',
      'Processing image...',
      'Finalizing...',
      'Warming up the pixels...',
    ]);
  });

  it('gives each step 2000 ms when no cycle is given', () => {
    render(<LoadingOverlay steps={['One...', 'Two...']} />);
    act(() => void vi.advanceTimersByTime(1999));
    expect(screen.getByText('One...')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByText('Two...')).toBeInTheDocument();
  });
});

describe("the 'Use previous design' tab", () => {
  it('counts every badge down each second and uses the picked design', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(
      ['designs'],
      [toClientDesign(designItem(1, 2, NOW)), toClientDesign(designItem(2, 90, NOW))],
    );
    const onUse = vi.fn();
    renderWithShop(
      <TooltipProvider>
        <PreviousDesignsTab onUse={onUse} />
      </TooltipProvider>,
      { queryClient },
    );
    const badges = () => screen.getAllByTestId('expiry-badge').map((b) => b.textContent);
    expect(badges()).toEqual(['Expires in 2s', 'Expires in 1m 30s']);
    act(() => void vi.advanceTimersByTime(1000));
    expect(badges()).toEqual(['Expires in 1s', 'Expires in 1m 29s']);
    act(() => void vi.advanceTimersByTime(1000));
    expect(badges()).toEqual(['Expired', 'Expires in 1m 28s']);

    const use = screen.getByRole('button', { name: 'USE SELECTED DESIGN' }) as HTMLButtonElement;
    expect(use.disabled).toBe(true);
    fireEvent.click(screen.getAllByTestId('design-tile')[1]!);
    expect(use.disabled).toBe(false);
    expect(screen.getByTestId('picked-design').textContent).toBe('design number 2 · Nov 21, 2026');
    fireEvent.click(use);
    expect(onUse).toHaveBeenCalledWith(expect.objectContaining({ title: 'design number 2' }));
    // An expired design cannot be put on a shirt any more.
    fireEvent.click(screen.getAllByTestId('design-tile')[0]!);
    expect(use.disabled).toBe(true);
  });
});
