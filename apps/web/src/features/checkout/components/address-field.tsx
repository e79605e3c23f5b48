import { useLingui } from '@lingui/react/macro';
import type { ShippingAddressFormValues } from '@prompttee/domain';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, Input, Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

export type AddressFieldName = Exclude<keyof ShippingAddressFormValues, 'company' | 'vat_number'>;

type Props = {
  name: AddressFieldName;
  label: string;
  autoComplete: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  type?: string;
  inputMode?: 'tel';
  /** Makes the field a select. */
  options?: readonly { value: string; label: string }[];
};

/** One labelled field of the address form, its message underneath and tied to it for screen readers. */
export function AddressField({ name, label, autoComplete, error, registration, options, ...input }: Props) {
  const { t } = useLingui();
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'data-field': name,
    ...registration,
  };
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {options ? (
        <Select {...shared}>
          <option value="">{t`Select a country`}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      ) : (
        <Input {...shared} {...input} />
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
