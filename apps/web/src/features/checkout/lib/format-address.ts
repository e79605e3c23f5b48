import type { Locale, ShippingAddress } from '@prompttee/domain';
import { countryNameIn } from '@/i18n/country-names';

export const addressName = (a: ShippingAddress) => `${a.first_name} ${a.last_name}`;

/** 'Narva mnt 5, Apt 12, 10117 Tallinn, Harju, Estonia', the country named in `locale`. */
export function addressLine(a: ShippingAddress, locale: Locale): string {
  return [a.address1, a.address2, `${a.postcode} ${a.city}`, a.county, countryNameIn(a.country, locale)]
    .filter(Boolean)
    .join(', ');
}
