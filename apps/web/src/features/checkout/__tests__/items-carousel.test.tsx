import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartLine } from '@/test/fixtures';
import { renderWithShop } from '@/test/render-with-shop';
import { ItemsCarousel } from '../components/items-carousel';

// Embla measures the slides, which happy-dom does not lay out: a stand-in with its API's shape
// answers for it, so these follow what the carousel does with it.
const motion = vi.hoisted(() => ({ mounted: 0 }));
vi.mock('../components/items-carousel-motion', async () => {
  const { useEffect } = await import('react');
  return {
    ItemsCarouselMotion: ({ onApi }: { onApi(api: unknown): void }) => {
      useEffect(() => {
        motion.mounted += 1;
        let snap = 0;
        const listeners: (() => void)[] = [];
        const api = {
          selectedScrollSnap: () => snap,
          canScrollPrev: () => true,
          canScrollNext: () => true,
          scrollNext: () => {
            snap = (snap + 1) % 2;
            listeners.forEach((l) => l());
          },
          scrollPrev: () => {},
          on: (_event: string, listener: () => void) => (listeners.push(listener), api),
          off: () => api,
        };
        onApi(api);
      }, [onApi]);
      return null;
    },
  };
});

describe('ItemsCarousel', () => {
  afterEach(() => {
    cleanup();
    motion.mounted = 0;
  });

  it('loads no sliding for a single shirt', async () => {
    renderWithShop(<ItemsCarousel items={[cartLine()]} />);
    await act(async () => {});
    expect(motion.mounted).toBe(0);
  });

  it('shows the first of two shirts at once, its arrows off until the sliding arrives', async () => {
    renderWithShop(
      <ItemsCarousel items={[cartLine(), cartLine({ id: 'b', name: 'Custom (Black / L) - front' })]} />,
    );
    const next = screen.getByRole('button', { name: 'Next item' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    expect(screen.getByTestId('carousel-caption').textContent).toBe('Custom (White / M) - front1 / 2');

    await waitFor(() => expect(next.disabled).toBe(false));
    fireEvent.click(next);
    expect(screen.getByTestId('carousel-caption').textContent).toBe('Custom (Black / L) - front2 / 2');
    expect(motion.mounted).toBe(1);
  });
});
