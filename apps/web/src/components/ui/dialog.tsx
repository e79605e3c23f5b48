import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

// The shop's one dialog shell on Radix Dialog (focus trap, Escape, scroll lock, focus return):
// the centred modal (a bottom sheet on phones), the side sheet and the full-screen panel.

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export type DialogLayout = 'modal' | 'side-sheet' | 'full-screen';

const layouts: Record<DialogLayout, string> = {
  modal:
    'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-xl border bg-background p-5 shadow-xl focus:outline-none motion-safe:animate-fade-in sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(30rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-6',
  'side-sheet':
    'fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col border-l bg-background shadow-xl outline-none motion-safe:animate-fade-in',
  'full-screen': 'fixed inset-0 z-50 flex flex-col bg-background outline-none motion-safe:animate-fade-in',
};

// The full-screen panel covers the page, so it needs no dimmed backdrop.
const overlays: Record<DialogLayout, string | null> = {
  modal: 'fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px] motion-safe:animate-fade-in',
  'side-sheet': 'fixed inset-0 z-50 bg-black/40 motion-safe:animate-fade-in',
  'full-screen': null,
};

/** The dialog's panel, portalled to the body over its backdrop. */
export function DialogContent({
  layout = 'modal',
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { layout?: DialogLayout }) {
  const overlay = overlays[layout];
  return (
    <DialogPrimitive.Portal>
      {overlay && <DialogPrimitive.Overlay className={overlay} />}
      <DialogPrimitive.Content className={cn(layouts[layout], className)} {...props} />
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn('text-lg font-semibold tracking-tight', className)} {...props} />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}

/** The X in the dialog's corner; `label` names what it closes for screen readers. */
export function DialogCloseButton({
  label,
  iconClassName = 'size-5',
  className,
}: {
  label?: string;
  iconClassName?: string;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <DialogPrimitive.Close asChild>
      <Button variant="ghost" size="icon" aria-label={label ?? t`Close`} className={className}>
        <X className={iconClassName} />
      </Button>
    </DialogPrimitive.Close>
  );
}
