import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L or U: a customer reading the id over the phone cannot mix them up.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 6;

/**
 * A short id a customer can read, type and search for: 'PT-7K3M9Q'. 30^6 (about 729 million)
 * values; orders.display_order_id is unique and createOrder draws again on the rare collision.
 */
export function newDisplayOrderId(random: (max: number) => number = randomInt): string {
  let id = '';
  for (let i = 0; i < LENGTH; i++) id += ALPHABET[random(ALPHABET.length)];
  return `PT-${id}`;
}

export const DISPLAY_ORDER_ID_PATTERN = new RegExp(`^PT-[${ALPHABET}]{${LENGTH}}$`);
