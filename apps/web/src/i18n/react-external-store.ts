// Lingui's React binding imports the shim of useSyncExternalStore for React 17; React 19 has the
// hook itself, so the shim's code is left out of every page (see vite.config.ts).
export { useSyncExternalStore } from 'react';
