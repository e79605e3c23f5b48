import { createElement, lazy, useState, type ComponentType } from 'react';

export type Preloadable<P> = ComponentType<P> & {
  preload(): Promise<void>;
  /** Whether the chunk has arrived, so the component renders without suspending. */
  isLoaded(): boolean;
};

/**
 * React.lazy that can be loaded ahead of time: once `preload()` has finished, the component
 * renders at once instead of suspending for a tick (which would show the Suspense fallback, and
 * leave a ref that focus is about to move to still empty). Render it inside a Suspense boundary.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => void (loaded = component),
      (err: unknown) => {
        // A failed fetch (offline, a new deploy) may be tried again on the next render.
        loading = undefined;
        throw err;
      },
    ));
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  const Component = (props: P) => {
    // Chosen once per instance: switching from Lazy to the loaded component later would remount
    // it, losing its state and focus.
    const [type] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(type, props);
  };
  return Object.assign(Component, { preload, isLoaded: () => loaded !== undefined });
}

/**
 * Handlers that start loading `component` as the pointer or keyboard focus reaches a control
 * that will render it (a button opening a dialog), so it usually shows at once when pressed.
 */
export function preloadOnIntent(component: { preload(): Promise<void> }) {
  const preload = () => void component.preload().catch(() => {});
  return { onPointerEnter: preload, onFocus: preload };
}
