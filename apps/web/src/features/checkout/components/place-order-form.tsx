import { zodResolver } from '@hookform/resolvers/zod';
import { createOrderBodySchema, TERMS_CHECKBOX_LABEL, WITHDRAWAL_NOTICE } from '@prompttee/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { applyFieldErrors } from '@/lib/field-errors';

// The contract's own rule behind the checkbox's boolean: the server refuses an order without it
// with the same message.
const termsSchema = z.object({
  terms_accepted: z.pipe(z.boolean(), createOrderBodySchema.shape.terms_accepted),
});
type TermsValues = { terms_accepted: boolean };

type Props = {
  buttonText: string;
  disabled: boolean;
  /** The failed order request: a refusal naming terms_accepted shows on the checkbox. */
  orderError: unknown;
  onPlaceOrder(): void;
};

/**
 * PLACE ORDER with what the customer must know and accept first: a shirt made to their design has
 * no 14-day right of withdrawal (Directive 2011/83/EU, article 16(c)), and the Terms.
 */
export function PlaceOrderForm({ buttonText, disabled, orderError, onPlaceOrder }: Props) {
  const form = useForm<TermsValues, unknown, { terms_accepted: true }>({
    resolver: zodResolver(termsSchema),
    defaultValues: { terms_accepted: false },
  });
  const message = form.formState.errors.terms_accepted?.message;

  useEffect(() => {
    if (orderError) applyFieldErrors(form, orderError, ['terms_accepted']);
  }, [form, orderError]);

  return (
    <form className="flex flex-col gap-3" noValidate onSubmit={form.handleSubmit(() => onPlaceOrder())}>
      <p className="text-xs leading-relaxed text-muted-foreground" data-testid="withdrawal-notice">
        {WITHDRAWAL_NOTICE}{' '}
        <Link
          to={`${paths.support}#terms-withdrawal`}
          target="_blank"
          className="font-medium text-primary underline underline-offset-4"
        >
          Read the Terms
        </Link>
      </p>
      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? 'terms-error' : undefined}
            {...form.register('terms_accepted')}
          />
          <span>{TERMS_CHECKBOX_LABEL}</span>
        </label>
        <FieldError id="terms-error">{message}</FieldError>
      </div>
      <Button type="submit" size="lg" disabled={disabled} data-testid="place-order">
        {buttonText}
      </Button>
    </form>
  );
}
