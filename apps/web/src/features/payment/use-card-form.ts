import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  validateTestCard,
  type TestCardErrors,
  type TestCardField,
  type TestCardInput,
} from '@prompttee/domain';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/field-errors';
import { usePayTestCheckout } from './api/test-checkout';
import { formatCardNumber, formatCvc, formatExpiry } from './card-format';
import { cardMessage } from './card-messages';
import { goToReturnPage } from './go-to-return-page';

const FIELDS: readonly TestCardField[] = ['card_number', 'expiry', 'cvc'];
const EMPTY: TestCardInput = { card_number: '', expiry: '', cvc: '' };

/** The server checks the card with the same rules: the fields it refused, each with its message. */
function serverFieldError(err: unknown): TestCardErrors | null {
  const fields = serverFieldErrors(err, FIELDS);
  return Object.keys(fields).length > 0 ? fields : null;
}

/** The server's sentences come in the page's language already; ours are translated when shown. */
type Failure = string | MessageDescriptor;

function failureMessage(err: unknown): Failure {
  const code = err instanceof ApiError ? err.code : null;
  // The session expired: the server's sentence says where to pay instead.
  if (code === 'GONE' && err instanceof ApiError && err.serverMessage) return err.serverMessage;
  if (code === 'NOT_FOUND') return msg`This payment session was not found.`;
  if (code === 'NETWORK_ERROR') {
    return msg`We could not reach the payment service. Check your connection and try again.`;
  }
  return msg`The payment could not be completed. Please try again.`;
}

/**
 * The test card form's state: formatted inputs, messages for fields the customer has left (all of
 * them after a submit), and the payment call. Success leaves the page for the return address.
 */
export function useCardForm(clientSecret: string) {
  const [values, setValues] = useState<TestCardInput>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<TestCardField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<TestCardErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const inputs = useRef<Partial<Record<TestCardField, HTMLInputElement | null>>>({});
  const pay = usePayTestCheckout();

  const errors = { ...validateTestCard(values, new Date()), ...serverErrors };
  const visible: TestCardErrors = {};
  for (const field of FIELDS) if (touched[field] && errors[field]) visible[field] = errors[field];

  const change = (field: TestCardField, raw: string) => {
    const format = {
      card_number: formatCardNumber,
      expiry: (v: string) => formatExpiry(v, values.expiry),
      cvc: formatCvc,
    };
    setValues((v) => ({ ...v, [field]: format[field](raw) }));
    setServerErrors(({ [field]: _edited, ...rest }) => rest);
    setFailure(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pay.isPending) return;
    setTouched({ card_number: true, expiry: true, cvc: true });
    const invalid = FIELDS.find((field) => errors[field]);
    if (invalid) {
      inputs.current[invalid]?.focus();
      return;
    }
    setFailure(null);
    pay.mutate(
      { client_secret: clientSecret, ...values },
      {
        onSuccess: (result) => {
          if (result.status === 'complete') goToReturnPage(result.return_url);
          else setFailure(result.message);
        },
        onError: (err) => {
          const fields = serverFieldError(err);
          if (fields) setServerErrors(fields);
          else setFailure(failureMessage(err));
        },
      },
    );
  };

  const blur = (field: TestCardField) => {
    // Like card forms everywhere: a field is judged once left with something typed, or on submit.
    if (values[field]) setTouched((t) => ({ ...t, [field]: true }));
  };

  return {
    values,
    errors: visible,
    failure: typeof failure === 'string' || failure === null ? failure : i18n._(failure),
    pending: pay.isPending,
    succeeded: pay.data?.status === 'complete',
    /** What one card input needs: its ref (focused when invalid), value, handlers and message. */
    field: (field: TestCardField) => ({
      ref: (el: HTMLInputElement | null) => {
        inputs.current[field] = el;
      },
      inputMode: 'numeric' as const,
      value: values[field],
      onChange: (e: ChangeEvent<HTMLInputElement>) => change(field, e.target.value),
      onBlur: () => blur(field),
      // Read in the page's language at each render (the form's component follows the language).
      error: cardMessage(visible[field]),
    }),
    submit,
  };
}
