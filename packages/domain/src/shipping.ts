// Shipping of spec section 9. Checkout shows an estimate computed from an assumed weight per
// item, struck through next to 'FREE': customers are never charged for shipping.

/** The spec's assumed weight of one shirt (it gives no unit; grams is the natural reading). */
export const ASSUMED_ITEM_WEIGHT = 90;

/** [weight up to and including, price in cents]; anything heavier costs OVERWEIGHT_CENTS. */
export const SHIPPING_TABLE: readonly (readonly [maxWeight: number, cents: number])[] = [
  [100, 399],
  [249, 499],
  [399, 549],
  [499, 699],
  [599, 799],
  [699, 899],
];
export const OVERWEIGHT_CENTS = 1299;

export function shippingCentsForWeight(weight: number): number {
  if (!Number.isFinite(weight) || weight < 0) throw new RangeError(`Invalid weight: ${weight}`);
  return SHIPPING_TABLE.find(([maxWeight]) => weight <= maxWeight)?.[1] ?? OVERWEIGHT_CENTS;
}

/** The struck-through estimate for a cart; an empty cart ships nothing, so it costs nothing. */
export function estimateShippingCents(totalItems: number): number {
  if (!Number.isSafeInteger(totalItems) || totalItems < 0) {
    throw new RangeError(`Invalid item count: ${totalItems}`);
  }
  return totalItems === 0 ? 0 : shippingCentsForWeight(totalItems * ASSUMED_ITEM_WEIGHT);
}
