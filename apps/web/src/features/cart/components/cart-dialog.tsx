import type { RefObject } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { CartPanel } from './cart-panel';

/**
 * The cart panel in its dialog: a chunk of its own (Radix's dialog, the cart lines and their
 * previews), loaded when the customer first reaches for the cart button, not with every page.
 */
export function CartDialog({ onClose, opener }: { onClose(): void; opener: RefObject<HTMLElement | null> }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <CartPanel
        onClose={onClose}
        onCloseAutoFocus={(event) => {
          // Back to the cart button, as a dialog trigger would.
          event.preventDefault();
          opener.current?.focus();
        }}
      />
    </Dialog>
  );
}
