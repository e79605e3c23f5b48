import type { Listen } from '../db/listen';

/** A LISTEN whose notifications and connection losses the test sends by hand. */
export function fakeListen(fails = false) {
  let notify: (payload: string) => void = () => {};
  let gap: (state: 'lost' | 'restored') => void = () => {};
  const listen: Listen = async (_channel, onPayload, onGap) => {
    if (fails) throw new Error('no LISTEN');
    notify = onPayload;
    gap = onGap ?? gap;
    return async () => {};
  };
  return {
    listen,
    notify: (payload: string) => notify(payload),
    gap: (state: 'lost' | 'restored') => gap(state),
  };
}
