import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type RefObject } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogCloseButton,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input, Label, Textarea } from '@/components/ui/input';
import { adminKey } from '../api/get-admin-data';
import { adminErrorMessage } from '../lib/format';
import { useOperatorText } from '../lib/operator-texts';

import type { ConfirmActionProps } from './confirm-action';

/**
 * The confirmation dialog of one operator action (ConfirmAction): its own chunk, loaded when the
 * operator first opens one. It shows the server's answer in the page's language (worded from its
 * code); closing it refreshes the console.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  field,
  destructive = false,
  run,
  onClose,
  opener,
}: Omit<ConfirmActionProps, 'label' | 'variant'> & {
  onClose(): void;
  opener: RefObject<HTMLElement | null>;
}) {
  const { t } = useLingui();
  const operatorText = useOperatorText();
  const [value, setValue] = useState(field?.initial ?? '');
  const fieldId = useId();
  const queryClient = useQueryClient();
  // The console refreshes when the dialog closes, not when the action ends: the refreshed page
  // may no longer offer this action (a refunded order), which would take the answer away with it.
  const action = useMutation({ mutationFn: () => run(value.trim()) });
  const missing = !!field && value.trim() === '';

  const onOpenChange = (next: boolean) => {
    if (next) return;
    if (!action.isIdle) void queryClient.invalidateQueries({ queryKey: adminKey });
    onClose();
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          // Back to the button that opened it, as a dialog trigger would.
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <div className="mb-3 flex items-start justify-between gap-4">
          <DialogTitle>{title}</DialogTitle>
          <DialogCloseButton className="-mt-1 -mr-2 size-9" />
        </div>
        <DialogDescription>{description}</DialogDescription>
        {action.isSuccess ? (
          <div className="mt-4 space-y-4">
            <Alert tone="success" title={t({ comment: 'An operator action succeeded', message: 'Done' })}>
              {operatorText(action.data.text, action.data.message)}
            </Alert>
            <div className="flex justify-end">
              <DialogClose asChild>
                <Button>{t`Close`}</Button>
              </DialogClose>
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
                  <Textarea id={fieldId} value={value} onChange={(e) => setValue(e.target.value)} rows={3} />
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
              <Alert
                tone="error"
                title={t({ comment: 'An operator action was refused', message: 'Not done' })}
              >
                {adminErrorMessage(action.error)}
              </Alert>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button variant="ghost">
                  {t({ comment: 'Closes the dialog without doing the action', message: 'Cancel' })}
                </Button>
              </DialogClose>
              <Button
                type="submit"
                variant={destructive ? 'destructive' : 'default'}
                disabled={missing || action.isPending}
              >
                {action.isPending ? t`Working…` : confirmLabel}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
