import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadableLazy, preloadOnIntent } from '../preloadable-lazy';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

function show(Component: ComponentType<{ name: string }>) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <Component name="Mari" />
    </Suspense>,
  );
}

afterEach(cleanup);

describe('preloadableLazy', () => {
  it('suspends until its chunk has loaded when not preloaded', async () => {
    const Lazy = preloadableLazy(async () => Greeting);
    show(Lazy);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Mari')).toBeInTheDocument();
  });

  it('renders at once, without the fallback, once preloaded; the chunk loads once', async () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = preloadableLazy(load);
    await Lazy.preload();
    show(Lazy);
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByText('Hello Mari')).toBeInTheDocument();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again (offline a moment, a new deploy)', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const Lazy = preloadableLazy(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    show(Lazy);
    expect(screen.getByText('Hello Mari')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts loading on pointer or focus intent, and a failure there is not thrown', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const Lazy = preloadableLazy(load);
    const intent = preloadOnIntent(Lazy);
    await act(async () => intent.onPointerEnter());
    await act(async () => intent.onFocus());
    expect(load).toHaveBeenCalledTimes(2);
    show(Lazy);
    expect(screen.getByText('Hello Mari')).toBeInTheDocument();
  });
});
