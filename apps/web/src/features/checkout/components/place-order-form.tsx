import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { createOrderBodySchema, TERMS_REQUIRED_MESSAGE } from '@prompttee/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { serverFieldErrors } from '@/lib/field-errors';

// The contract's own rule for the checkbox: the server refuses an order without it with the same
// message, which the contract words in English; it is shown in the page's language.
const termsRule = createOrderBodySchema.shape.terms_accepted;
const TERMS_REQUIRED = msg`Accept the Terms and Conditions to place your order`;
const termsMessage = (accepted: boolean) => termsRule.safeParse(accepted).error?.issues[0]?.message;
const serverTermsMessage = (orderError: unknown) =>
  serverFieldErrors(orderError, ['terms_accepted']).terms_accepted;

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
  const { t } = useLingui();
  // One checkbox needs no form library (react-hook-form stays with the address form's chunk);
  // this keeps its behaviour: checked on submit, then again on every change, the first message
  // focused.
  const [accepted, setAccepted] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  // The order error whose refusal a later change or submit has replaced, as setError's would be.
  const [replacedError, setReplacedError] = useState<unknown>(null);
  const checkbox = useRef<HTMLInputElement>(null);
  const fromServer = orderError === replacedError ? undefined : serverTermsMessage(orderError);
  const ownMessage = submitted ? termsMessage(accepted) : undefined;
  const message = fromServer ?? (ownMessage === TERMS_REQUIRED_MESSAGE ? t(TERMS_REQUIRED) : ownMessage);

  useEffect(() => {
    if (serverTermsMessage(orderError)) checkbox.current?.focus();
  }, [orderError]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setReplacedError(orderError);
    if (termsMessage(accepted)) checkbox.current?.focus();
    else onPlaceOrder();
  };

  return (
    <form className="flex flex-col gap-3" noValidate onSubmit={submit}>
      <p className="text-xs leading-relaxed text-muted-foreground" data-testid="withdrawal-notice">
        <Trans>
          Your shirt is made to your own design, so the 14-day right of withdrawal does not apply (Directive
          2011/83/EU, article 16(c)). Faulty or damaged items are still replaced or refunded.
        </Trans>{' '}
        <Link
          to={`${paths.support}#terms-withdrawal`}
          target="_blank"
          className="font-medium text-primary underline underline-offset-4"
        >
          <Trans>Read the Terms</Trans>
        </Link>
      </p>
      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? 'terms-error' : undefined}
            ref={checkbox}
            name="terms_accepted"
            checked={accepted}
            onChange={(event) => {
              setAccepted(event.target.checked);
              setReplacedError(orderError);
            }}
          />
          <span>
            <Trans>I accept the Terms and Conditions</Trans>
          </span>
        </label>
        <FieldError id="terms-error">{message}</FieldError>
      </div>
      <Button type="submit" size="lg" disabled={disabled} data-testid="place-order">
        {buttonText}
      </Button>
    </form>
  );
}
