import { useLingui } from '@lingui/react/macro';
import { MapPin } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { countryNameIn } from '@/i18n/country-names';
import { useFormat } from '@/i18n/use-format';
import { useShippingAddress } from '../api/get-shipping-address';
import { detailsErrorMessage } from '../lib/error-message';
import { ORDER_MESSAGES } from '../lib/order-messages';
import { DetailsError } from './details-error';

/** Where the order goes, read from the customer's saved address (deleted ones stay readable). */
export function ShippingAddressCard({ addressId }: { addressId: string }) {
  const { t } = useLingui();
  const { locale } = useFormat();
  const { data: address, error, isPending, refetch } = useShippingAddress(addressId, true);
  const vatNumber = address?.vat_number;
  return (
    <section aria-label={t`Shipping address`} className="min-w-0">
      <h3 className="mb-2 flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <MapPin className="size-3.5" aria-hidden /> {t`Shipping address`}
      </h3>
      {isPending ? (
        <Spinner className="size-5" label={t`Loading shipping address`} />
      ) : error ? (
        <DetailsError
          message={detailsErrorMessage(error, ORDER_MESSAGES.addressBadFormat)}
          onRetry={refetch}
        />
      ) : (
        <address className="text-sm leading-6 not-italic">
          <span className="font-medium">
            {address.first_name} {address.last_name}
          </span>
          {address.company && <span className="block">{address.company}</span>}
          <span className="block">{address.address1}</span>
          {address.address2 && <span className="block">{address.address2}</span>}
          <span className="block">
            {address.postcode} {address.city}
          </span>
          <span className="block">{address.county}</span>
          <span className="block">{countryNameIn(address.country, locale)}</span>
          <span className="mt-1 block text-muted-foreground">{address.phone1}</span>
          {vatNumber && (
            <span className="block text-muted-foreground">
              {t({ comment: "Before the customer's VAT number", message: `VAT ${vatNumber}` })}
            </span>
          )}
        </address>
      )}
    </section>
  );
}
