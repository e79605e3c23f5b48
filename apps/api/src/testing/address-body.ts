/** A valid POST /v1/shipping-address body, for tests that need an address on the way to an order. */
export const addressBody = {
  first_name: 'Mari',
  last_name: 'Tamm',
  address1: 'Narva mnt 5',
  city: 'Tallinn',
  county: 'Harju',
  postcode: '10117',
  country: 'EE',
  phone1: '+372 5123 4567',
};
