import { createHash } from 'node:crypto';
import type { CreateOrderBody, CreateOrderResponse, VatBreakdown } from '@prompttee/domain';
import {
  DEFAULT_CURRENCY,
  orderVat,
  outsideEuVatArea,
  outsideEuVatAreaMessage,
  PRINT_LOCATIONS,
} from '@prompttee/domain';
import stableStringify from 'safe-stable-stringify';
import { AppError } from '../../errors';
import type { AddressRow } from '../addresses/address-repository';
import { checkLayers } from '../compositions/check-layers';
import { type LayeredItemDeps, layeredLineFiles } from '../orders/layered-items';
import { orderCurrency } from '../orders/order-currency';
import type { DesignFilesRow, OrderRow } from '../orders/order-repository';
import { orderRowVat } from '../orders/order-vat';
import { fieldError, priceOrder, type PricedLine, type PricedOrder } from '../orders/price-order';
import { ensurePaymentSession } from '../payments/ensure-payment-session';
import { openPaymentSession, type OpenPaymentSessionDeps } from '../payments/open-payment-session';
import type { PaymentSessionRow } from '../payments/payment-sessions-repository';
import type { UseCaseDeps } from '../use-case-deps';
import { runSteps, type Step } from './run-steps';
import { storePlacedOrder } from './store-placed-order';

export type CreateOrderDeps = OpenPaymentSessionDeps & LayeredItemDeps & Pick<UseCaseDeps, 'addresses'>;

export type CreateOrderInput = {
  user: { id: string; email: string };
  body: CreateOrderBody;
  /** The Idempotency-Key header: the same key answers with the same order. */
  idempotencyKey?: string | undefined;
};

/** What the steps of placing an order find and make, for the steps after them and their undos. */
type Placing = {
  priced?: PricedOrder;
  files?: Map<string, DesignFilesRow>;
  layerDesigns?: Map<string, DesignFilesRow>;
  address?: AddressRow;
  vat?: VatBreakdown;
  order?: OrderRow;
  /** The order another request with the same Idempotency-Key stored first. */
  winner?: OrderRow;
  session?: PaymentSessionRow;
};

/**
 * POST /v1/orders, as steps each with its undo (run-steps.ts): check what is ordered (prices from
 * the server's catalogue, each design and the address the customer's and still usable), fix the
 * prices and the VAT, store the order (pending_payment, a human display id, the address and files
 * captured, its prepare-order-files job queued in the same transaction), then open its payment
 * session. A failed check stores nothing; a payment that cannot be opened takes the stored order
 * back. Nothing is composed or drawn here: the job makes the files and mockups.
 */
export async function createOrder(
  deps: CreateOrderDeps,
  input: CreateOrderInput,
): Promise<CreateOrderResponse> {
  const { user, body, idempotencyKey } = input;
  const fingerprint = idempotencyKey ? fingerprintOf(body) : null;
  if (idempotencyKey) {
    const existing = await deps.orders.byIdempotencyKey(user.id, idempotencyKey);
    if (existing) return replay(deps, sameRequest(existing, fingerprint), user.email);
  }

  const steps: Step<Placing>[] = [
    {
      name: 'check what is ordered',
      run: async (placing) => {
        placing.priced = priceOrder(deps.catalog, body.items, body.currency ?? DEFAULT_CURRENCY);
        placing.files = await checkDesigns(deps, user.id, placing.priced.lines);
        placing.layerDesigns = await checkLayers(deps, user.id, placing.priced.lines);
        placing.address = await usableAddress(deps, user.id, body.shipping_address_id);
      },
    },
    {
      name: 'fix prices and VAT',
      // Catalogue prices are final prices: the VAT is the part of the total the destination's
      // rate (or Estonia's, under the domestic scheme) says it contains, fixed now for good.
      run: (placing) => {
        placing.vat = orderVat({
          destination: placing.address!.country,
          scheme: deps.config.VAT_SCHEME,
          at: deps.clock.now(),
          grossCents: placing.priced!.subtotalCents,
        });
      },
    },
    {
      name: 'store the order and queue its work',
      run: async (placing) => {
        const { priced } = placing;
        const stored = await storePlacedOrder(deps, {
          userId: user.id,
          idempotencyKey,
          fingerprint,
          currency: priced!.currency,
          lines: priced!.lines,
          subtotalCents: priced!.subtotalCents,
          vat: placing.vat!,
          address: placing.address!,
          files: placing.files!,
          composed: layeredLineFiles(deps.catalog, user.id, priced!.lines, placing.layerDesigns!),
        });
        if (stored) placing.order = stored;
        else placing.winner = (await deps.orders.byIdempotencyKey(user.id, idempotencyKey!))!;
      },
      undo: async ({ order }) => {
        if (order) await deps.orders.discardUnpaid(order.id);
      },
    },
    {
      name: 'open its payment session',
      run: async (placing) => {
        const { order } = placing;
        if (!order) return;
        const items = await deps.orders.itemsOf(order.id);
        placing.session = await openPaymentSession(deps, { order, items, customerEmail: user.email });
      },
      undo: async ({ session }) => {
        if (session) await deps.payments.expireSession(session.id);
      },
    },
  ];
  const placed = await runSteps(steps, {});
  if (placed.winner) return replay(deps, sameRequest(placed.winner, fingerprint), user.email);
  return response(deps, placed.order!, placed.session!);
}

/**
 * sha256 of the body as JSON with its keys sorted and undefined keys left out: the same request,
 * whatever order the client wrote. Stored orders keep this hash, so the output must never change.
 */
export function fingerprintOf(body: Omit<CreateOrderBody, 'terms_accepted'>): string {
  // The Terms are always accepted (the contract takes only true): leaving the flag out keeps the
  // hashes of orders stored before the shop asked for it.
  const { terms_accepted: _accepted, ...request } = body as CreateOrderBody;
  return createHash('sha256').update(stableStringify(request)).digest('hex');
}

/** A key reused with another body is refused (Stripe's 422): it is a client bug, not a retry. */
function sameRequest(order: OrderRow, fingerprint: string | null): OrderRow {
  if (order.idempotencyFingerprint && fingerprint && order.idempotencyFingerprint !== fingerprint) {
    throw new AppError(
      'IDEMPOTENCY_MISMATCH',
      'This Idempotency-Key was already used with a different request. Use a new key for a new order.',
    );
  }
  return order;
}

function response(
  deps: Pick<OpenPaymentSessionDeps, 'payments'>,
  order: OrderRow,
  session: PaymentSessionRow,
): CreateOrderResponse {
  const form = deps.payments.publicConfig();
  return {
    order_id: order.id,
    display_order_id: order.displayOrderId,
    client_secret: session.clientSecret,
    payment_provider: form.provider,
    publishable_key: form.publishableKey,
    total_amount: order.totalCents,
    currency: orderCurrency(order),
    vat: orderRowVat(order),
  };
}

/** A retried POST: the same order, with a payment form that can still be used. */
async function replay(deps: CreateOrderDeps, order: OrderRow, email: string): Promise<CreateOrderResponse> {
  const awaiting = order.status === 'pending_payment' || order.status === 'payment_expired';
  const session = awaiting
    ? await ensurePaymentSession(deps, { order, customerEmail: email })
    : await deps.paymentSessions.latestForOrder(order.id);
  if (!session) throw new Error(`order ${order.id} is paid but has no payment session`);
  return response(deps, order, session);
}

/** Every design must be the customer's and unexpired; its files are captured for the order. */
async function checkDesigns(
  deps: CreateOrderDeps,
  userId: string,
  lines: PricedLine[],
): Promise<Map<string, DesignFilesRow>> {
  const ids = [...new Set(lines.flatMap((line) => Object.values(line.designs)))];
  const found = await deps.orders.ownedDesigns(userId, ids);
  const now = deps.clock.now().getTime();
  lines.forEach((line, index) => {
    for (const side of PRINT_LOCATIONS) {
      const id = line.designs[side];
      if (!id) continue;
      const field = `items.${index}.designs.${side}`;
      const design = found.get(id);
      if (!design) throw fieldError(field, 'Design not found', 'NOT_FOUND');
      if (design.expiresAt.getTime() <= now) {
        throw fieldError(
          field,
          'This design has expired. Create a new design or choose another one.',
          'GONE',
        );
      }
    }
  });
  return found;
}

/** The customer's saved address, if it still takes deliveries. */
async function usableAddress(deps: CreateOrderDeps, userId: string, id: string): Promise<AddressRow> {
  const address = await deps.addresses.findActive(userId, id);
  if (!address) throw fieldError('shipping_address_id', 'Shipping address not found', 'NOT_FOUND');
  // An address saved before the shop knew the territories outside the EU VAT area.
  const territory = outsideEuVatArea(address);
  if (territory) throw fieldError('shipping_address_id', outsideEuVatAreaMessage(territory));
  return address;
}
