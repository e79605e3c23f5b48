import { useEffect, useRef } from 'react';
import { PROMPT_FIELD_ID } from '../lib/designer-texts';
import type { GenerationStatus } from '../stores/designer-store';

/**
 * Where keyboard focus goes around a generation: GENERATE disables itself, so focus moves to the
 * generation status; when the design lands, to the design on the shirt (where the keyboard can
 * place it); after a failure, back to the prompt (the banner is announced as an alert). Only after the customer's own GENERATE, and only when focus would otherwise fall
 * back to the page (the status it sat on is gone), never pulling it from where they moved it.
 */
export function useGenerationFocus(status: GenerationStatus) {
  const statusRef = useRef<HTMLDivElement>(null);
  const designBoxRef = useRef<HTMLDivElement>(null);
  const following = useRef(false);

  useEffect(() => {
    if (!following.current) return;
    if (status === 'pending') {
      statusRef.current?.focus();
      return;
    }
    following.current = false;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!lost) return;
    if (status === 'completed') designBoxRef.current?.focus();
    else if (status === 'error') document.getElementById(PROMPT_FIELD_ID)?.focus();
  }, [status]);

  return { statusRef, designBoxRef, followGenerate: () => void (following.current = true) };
}
