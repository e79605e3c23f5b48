import type { Currency, PrintLocation, VatBreakdown } from '@prompttee/domain';
import { PRINT_LOCATIONS, TERMS_VERSION } from '@prompttee/domain';
import type { AddressRow } from '../addresses/address-repository';
import { toAddressSnapshot } from '../addresses/to-shipping-address';
import { newDisplayOrderId } from '../orders/display-order-id';
import type { DesignFilesRow, NewOrderItem, OrderItemFiles, OrderRow } from '../orders/order-repository';
import { prepareOrderFilesJob } from '../orders/prepare-order-files-job';
import type { PricedLine } from '../orders/price-order';
import type { UseCaseDeps } from '../use-case-deps';

export type StoreOrderInput = {
  userId: string;
  idempotencyKey: string | undefined;
  fingerprint: string | null;
  currency: Currency;
  lines: PricedLine[];
  subtotalCents: number;
  vat: VatBreakdown;
  address: AddressRow;
  /** Each design's files, captured for the order: designs expire, orders don't. */
  files: Map<string, DesignFilesRow>;
  /** Each layered line's sides (`${index}:${side}`), under their stack's keys. */
  composed: Map<string, OrderItemFiles>;
};

/**
 * Inserts the order with its items, its first event and its prepare-order-files job (which makes
 * its files and mockups off the request), in one transaction; null when the idempotency key won a
 * race, so the caller answers with the winner.
 */
export async function storePlacedOrder(
  deps: Pick<UseCaseDeps, 'orders' | 'clock'>,
  input: StoreOrderInput,
): Promise<OrderRow | null> {
  const now = deps.clock.now();
  const items = input.lines.map((line, index): NewOrderItem => {
    const printFiles: Partial<Record<PrintLocation, OrderItemFiles>> = {};
    for (const [side, id] of Object.entries(line.designs) as [PrintLocation, string][]) {
      const design = input.files.get(id)!;
      printFiles[side] = {
        printKey: design.printKey,
        thumbnailKey: design.thumbnailKey,
        prompt: design.prompt,
        aiGenerated: design.source === 'generated',
      };
    }
    for (const side of PRINT_LOCATIONS) {
      const sideFiles = input.composed.get(`${index}:${side}`);
      if (sideFiles) printFiles[side] = sideFiles;
    }
    return { ...line, printFiles };
  });
  for (let attempt = 0; ; attempt++) {
    const placed = await deps.orders.insertPlaced({
      order: {
        displayOrderId: newDisplayOrderId(),
        userId: input.userId,
        status: 'pending_payment',
        currency: input.currency,
        subtotalCents: input.subtotalCents,
        // Shipping is free (spec section 9: shown struck through, the total is the subtotal).
        shippingCents: 0,
        totalCents: input.subtotalCents,
        shippingAddressId: input.address.id,
        shippingAddress: toAddressSnapshot(input.address),
        idempotencyKey: input.idempotencyKey ?? null,
        idempotencyFingerprint: input.fingerprint,
        vatCountry: input.vat.country,
        vatRateBasisPoints: input.vat.basisPoints,
        vatCents: input.vat.vatCents,
        // The contract took only `terms_accepted: true`: the Terms in force now were accepted.
        termsAcceptedAt: now,
        termsVersion: TERMS_VERSION,
        createdAt: now,
        updatedAt: now,
      },
      items,
      event: { status: 'pending_payment', source: 'api', createdAt: now },
      followUps: [prepareOrderFilesJob],
    });
    if ('order' in placed) return placed.order;
    if (input.idempotencyKey && placed.conflict === 'idempotency_key') return null;
    // A display id collision (1 in hundreds of millions): draw again.
    if (attempt < 4 && placed.conflict === 'display_order_id') continue;
    throw new Error(`order could not be stored: ${placed.conflict} taken`);
  }
}
