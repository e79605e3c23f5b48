import type { AdminActionResult } from '@prompttee/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Input, Label, Textarea } from '@/components/ui/input';
import { adminKey } from '../api/get-admin-data';
import { adminErrorMessage } from '../lib/format';

export type ActionField = { label: string; kind: 'text' | 'textarea' | 'number'; initial?: string };

/**
 * A button that opens a confirmation dialog for one operator action: the operator reads what
 * will happen, fills the field the action needs (a reason, a note, a number), confirms, and the
 * dialog shows the server's answer. Nothing happens without the second click.
 */
export function ConfirmAction({
  label,
  title,
  description,
  confirmLabel,
  field,
  destructive = false,
  variant = 'outline',
  run,
}: {
  label: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  field?: ActionField;
  destructive?: boolean;
  variant?: ButtonProps['variant'];
  run: (value: string) => Promise<AdminActionResult>;
}) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(field?.initial ?? '');
  const fieldId = useId();
  const queryClient = useQueryClient();
  // The console refreshes when the dialog closes, not when the action ends: the refreshed page
  // may no longer offer this action (a refunded order), which would take the answer away with it.
  const action = useMutation({ mutationFn: () => run(value.trim()) });
  const missing = !!field && value.trim() === '';

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      if (!action.isIdle) void queryClient.invalidateQueries({ queryKey: adminKey });
      action.reset();
      setValue(field?.initial ?? '');
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button variant={variant} size="sm">
          {label}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px] motion-safe:animate-fade-in" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-xl border bg-background p-5 shadow-xl focus:outline-none motion-safe:animate-fade-in sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(30rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-6">
          <div className="mb-3 flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold tracking-tight">{title}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close" className="-mt-1 -mr-2 size-9">
                <X className="size-5" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-sm text-muted-foreground">{description}</Dialog.Description>
          {action.isSuccess ? (
            <div className="mt-4 space-y-4">
              <Alert tone="success" title="Done">
                {action.data.message}
              </Alert>
              <div className="flex justify-end">
                <Dialog.Close asChild>
                  <Button>Close</Button>
                </Dialog.Close>
              </div>
            </div>
          ) : (
            <form
              className="mt-4 space-y-4"
              onSubmit={(event) => {
                event.preventDefault();
                if (!missing) action.mutate();
              }}
            >
              {field && (
                <div className="space-y-1.5">
                  <Label htmlFor={fieldId}>{field.label}</Label>
                  {field.kind === 'textarea' ? (
                    <Textarea
                      id={fieldId}
                      value={value}
                      onChange={(e) => setValue(e.target.value)}
                      rows={3}
                    />
                  ) : (
                    <Input
                      id={fieldId}
                      type={field.kind}
                      min={field.kind === 'number' ? 1 : undefined}
                      value={value}
                      onChange={(e) => setValue(e.target.value)}
                    />
                  )}
                </div>
              )}
              {action.isError && (
                <Alert tone="error" title="Not done">
                  {adminErrorMessage(action.error)}
                </Alert>
              )}
              <div className="flex flex-wrap justify-end gap-2">
                <Dialog.Close asChild>
                  <Button variant="ghost">Cancel</Button>
                </Dialog.Close>
                <Button
                  type="submit"
                  variant={destructive ? 'destructive' : 'default'}
                  disabled={missing || action.isPending}
                >
                  {action.isPending ? 'Working…' : confirmLabel}
                </Button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
