import { useState } from 'react';
import { keepOpenedItemInView } from './use-support-hash';

/**
 * The open item of a one-at-a-time accordion ('' when all are closed). A deep link's `requested`
 * item opens it; after that the visitor is in charge.
 */
export function useOpenItem(requested: string | undefined) {
  const [value, setValue] = useState(requested ?? '');
  const [lastRequested, setLastRequested] = useState(requested);
  if (requested !== lastRequested) {
    setLastRequested(requested);
    if (requested) setValue(requested);
  }
  const onValueChange = (next: string) => {
    setValue(next);
    keepOpenedItemInView(next);
  };
  return { value, onValueChange };
}
