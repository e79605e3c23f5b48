import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Domain from '@prompttee/domain';
import { useShippingEstimate } from '../hooks/use-shipping-estimate';

const failing = vi.hoisted(() => ({ on: false }));
vi.mock('@prompttee/domain', async (importOriginal) => {
  const domain = await importOriginal<typeof Domain>();
  return {
    ...domain,
    estimateShippingCents: (n: number) => {
      if (failing.on) throw new Error('rates unavailable');
      return domain.estimateShippingCents(n);
    },
  };
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  failing.on = false;
});
afterEach(() => vi.useRealTimers());

describe('useShippingEstimate', () => {
  it('is idle without an address', () => {
    const { result } = renderHook(() => useShippingEstimate(null, 3));
    expect(result.current).toEqual({ status: 'idle', cents: 0 });
  });

  it('calculates for 2 seconds, then gives the table price for the item count', async () => {
    const { result, rerender } = renderHook(({ sel, n }) => useShippingEstimate(sel, n), {
      initialProps: { sel: 'a#1' as string | null, n: 1 },
    });
    expect(result.current.status).toBe('calculating');
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(result.current.status).toBe('calculating');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toEqual({ status: 'ready', cents: 399 });

    rerender({ sel: 'a#1', n: 3 }); // 270 -> up to 399 costs 5.49
    expect(result.current.status).toBe('calculating');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(result.current).toEqual({ status: 'ready', cents: 549 });

    rerender({ sel: 'a#1', n: 8 }); // 720 -> above 699 costs 12.99
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(result.current).toEqual({ status: 'ready', cents: 1299 });
  });

  it('starts again when an address is chosen again', async () => {
    const { result, rerender } = renderHook(({ sel }) => useShippingEstimate(sel, 1), {
      initialProps: { sel: 'a#1' as string | null },
    });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    rerender({ sel: 'a#2' });
    expect(result.current.status).toBe('calculating');
    rerender({ sel: null });
    expect(result.current.status).toBe('idle');
  });

  it('reports an error with shipping 0 when the estimate fails', async () => {
    failing.on = true;
    const { result } = renderHook(() => useShippingEstimate('a#1', 2));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(result.current).toEqual({ status: 'error', cents: 0 });
  });
});
