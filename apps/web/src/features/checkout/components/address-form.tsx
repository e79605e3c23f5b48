import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  shippingAddressInputSchema,
  type ShippingAddress,
  type ShippingAddressFormValues,
  type ShippingAddressInput,
} from '@prompttee/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { countryOptionsIn } from '@/i18n/country-names';
import { useFormat } from '@/i18n/use-format';
import { applyFieldErrors, serverFieldErrors } from '@/lib/field-errors';
import { useCreateShippingAddress } from '../api/create-shipping-address';
import { addressMessage } from '../lib/address-messages';
import { AddressField, type AddressFieldName } from './address-field';

const emptyForm: ShippingAddressFormValues = {
  first_name: '',
  last_name: '',
  address1: '',
  address2: '',
  city: '',
  county: '',
  postcode: '',
  country: '',
  phone1: '',
};

const FIELD_NAMES = Object.keys(emptyForm) as AddressFieldName[];

const LABELS: Record<AddressFieldName, MessageDescriptor> = {
  first_name: msg`First name`,
  last_name: msg`Last name`,
  address1: msg`Address`,
  address2: msg`Address line 2 (optional)`,
  city: msg`City`,
  county: msg`State / County`,
  postcode: msg`Postal code`,
  country: msg`Country`,
  phone1: msg`Phone`,
};

/** The server runs the same schema, so its refusal names fields: each shows under its field. */
const namesAField = (err: unknown) => Object.keys(serverFieldErrors(err, FIELD_NAMES)).length > 0;

/** New shipping address (spec section 5): checked on submit, each message under its field. */
export function AddressForm({
  onSaved,
  onBack,
  autoFocus = false,
}: {
  onSaved(address: ShippingAddress): void;
  /** Present when there are saved addresses to go back to. */
  onBack?: (() => void) | undefined;
  /** Opened by 'Add New Address': the first field takes focus. */
  autoFocus?: boolean;
}) {
  const { t } = useLingui();
  const { locale } = useFormat();
  const form = useForm<ShippingAddressFormValues, unknown, ShippingAddressInput>({
    resolver: zodResolver(shippingAddressInputSchema),
    defaultValues: emptyForm,
  });
  const create = useCreateShippingAddress();
  const { errors, isSubmitting } = form.formState;
  const { setFocus } = form;
  useEffect(() => {
    if (autoFocus) setFocus('first_name');
  }, [autoFocus, setFocus]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const address = await create.mutateAsync(values);
      form.reset(emptyForm);
      onSaved(address);
    } catch (err) {
      // Spec section 8: creation failures are logged; the customer also sees what to fix.
      console.error('Saving the shipping address failed', err);
      applyFieldErrors(form, err, FIELD_NAMES);
    }
  });

  const field = (
    name: AddressFieldName,
    autoComplete: string,
    extra: { type?: string; inputMode?: 'tel' } = {},
  ) => (
    <AddressField
      name={name}
      label={t(LABELS[name])}
      autoComplete={autoComplete}
      error={addressMessage(errors[name]?.message)}
      registration={form.register(name)}
      {...extra}
    />
  );

  const failedWithoutField = create.isError && !namesAField(create.error);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t`New shipping address`}>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('first_name', 'given-name')}
        {field('last_name', 'family-name')}
        <div className="sm:col-span-2">{field('address1', 'address-line1')}</div>
        <div className="sm:col-span-2">{field('address2', 'address-line2')}</div>
        {field('city', 'address-level2')}
        {field('county', 'address-level1')}
        {field('postcode', 'postal-code')}
        <AddressField
          name="country"
          label={t(LABELS.country)}
          autoComplete="country"
          error={addressMessage(errors.country?.message)}
          registration={form.register('country')}
          options={countryOptionsIn(locale)}
        />
        <div className="sm:col-span-2">{field('phone1', 'tel', { type: 'tel', inputMode: 'tel' })}</div>
      </div>
      {failedWithoutField && (
        <Alert tone="error" title={t`Error`}>
          {t`We could not save the address. Please try again.`}
        </Alert>
      )}
      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        {onBack ? (
          <Button variant="link" className="px-0" onClick={onBack}>
            {t`Back to saved addresses`}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t`Saving...` : t`Save address`}
        </Button>
      </div>
    </form>
  );
}
