import { countryName, type ShippingAddress } from '@prompttee/domain';

export const addressName = (a: ShippingAddress) => `${a.first_name} ${a.last_name}`;

/** 'Narva mnt 5, Apt 12, 10117 Tallinn, Harju, Estonia' */
export function addressLine(a: ShippingAddress): string {
  return [a.address1, a.address2, `${a.postcode} ${a.city}`, a.county, countryName(a.country)]
    .filter(Boolean)
    .join(', ');
}
