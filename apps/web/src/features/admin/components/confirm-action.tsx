import type { AdminActionResult } from '@prompttee/domain';
import { Suspense, useRef, useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { preloadableLazy, preloadOnIntent } from '@/lib/preloadable-lazy';

export type ActionField = { label: string; kind: 'text' | 'textarea' | 'number'; initial?: string };

export type ConfirmActionProps = {
  label: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  field?: ActionField;
  destructive?: boolean;
  variant?: ButtonProps['variant'];
  run: (value: string) => Promise<AdminActionResult>;
};

const ConfirmDialog = preloadableLazy(() => import('./confirm-dialog').then((m) => m.ConfirmDialog));

/**
 * A button that opens a confirmation dialog for one operator action: the operator reads what
 * will happen, fills the field the action needs (a reason, a note, a number), confirms, and the
 * dialog shows the server's answer. Nothing happens without the second click.
 */
export function ConfirmAction({ label, variant = 'outline', ...dialog }: ConfirmActionProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant={variant}
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        {...preloadOnIntent(ConfirmDialog)}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ConfirmDialog {...dialog} opener={button} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
