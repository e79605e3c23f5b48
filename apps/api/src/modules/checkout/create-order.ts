import { createHash } from 'node:crypto';
import type { CreateOrderBody, CreateOrderResponse, Currency, PrintLocation } from '@prompttee/domain';
import {
  DEFAULT_CURRENCY,
  orderVat,
  outsideEuVatArea,
  outsideEuVatAreaMessage,
  PRINT_LOCATIONS,
  TERMS_VERSION,
} from '@prompttee/domain';
import stableStringify from 'safe-stable-stringify';
import { AppError } from '../../errors';
import type { AddressRow } from '../addresses/address-repository';
import { toAddressSnapshot } from '../addresses/to-shipping-address';
import { ensurePaymentSession } from '../payments/ensure-payment-session';
import { openPaymentSession, type OpenPaymentSessionDeps } from '../payments/open-payment-session';
import type { PaymentSessionRow } from '../payments/payment-sessions-repository';
import { ensureMockup, type MockupDeps } from '../mockups/item-mockup';
import type { UseCaseDeps } from '../use-case-deps';
import { newDisplayOrderId } from '../orders/display-order-id';
import type { DesignFilesRow, NewOrderItem, OrderItemFiles, OrderRow } from '../orders/order-repository';
import { fieldError, priceOrder, type PricedLine } from '../orders/price-order';
import { orderRowVat } from '../orders/order-vat';
import { orderCurrency } from '../orders/order-currency';
import { checkLayers } from '../compositions/check-layers';
import { type LayeredItemDeps, layeredLineFiles } from '../orders/layered-items';
import { prepareOrderFilesJob } from '../orders/prepare-order-files-job';

export type CreateOrderDeps = OpenPaymentSessionDeps &
  MockupDeps &
  LayeredItemDeps &
  Pick<UseCaseDeps, 'addresses'>;

export type CreateOrderInput = {
  user: { id: string; email: string };
  body: CreateOrderBody;
  /** The Idempotency-Key header: the same key answers with the same order. */
  idempotencyKey?: string | undefined;
};

/**
 * POST /v1/orders. The server prices every line from its own catalog, checks that each design and
 * the address are the customer's and still usable, stores the order (pending_payment, cents,
 * a human display id, the address and print files captured), then opens its payment session.
 * Nothing is stored when a check fails.
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

  const priced = priceOrder(deps.catalog, body.items, body.currency ?? DEFAULT_CURRENCY);
  const files = await checkDesigns(deps, user.id, priced.lines);
  const layerDesigns = await checkLayers(deps, user.id, priced.lines);
  const address = await deps.addresses.findActive(user.id, body.shipping_address_id);
  if (!address) throw fieldError('shipping_address_id', 'Shipping address not found', 'NOT_FOUND');
  // An address saved before the shop knew the territories outside the EU VAT area.
  const territory = outsideEuVatArea(address);
  if (territory) throw fieldError('shipping_address_id', outsideEuVatAreaMessage(territory));

  // Nothing is drawn here: the sides of layers are composed by the order's prepare-order-files job.
  const composed = layeredLineFiles(deps.catalog, user.id, priced.lines, layerDesigns);
  const mockups = await renderMockups(deps, priced.lines, files, composed);
  const order = await insertOrder(deps, {
    userId: user.id,
    idempotencyKey,
    fingerprint,
    currency: priced.currency,
    lines: priced.lines,
    subtotalCents: priced.subtotalCents,
    address,
    files,
    composed,
    mockups,
  });
  if (!order) {
    const winner = (await deps.orders.byIdempotencyKey(user.id, idempotencyKey!))!;
    return replay(deps, sameRequest(winner, fingerprint), user.email);
  }

  const session = await openPaymentSession(deps, {
    order,
    items: await deps.orders.itemsOf(order.id),
    customerEmail: user.email,
  });
  return response(deps, order, session);
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

const MOCKUP_BUDGET_MS = 3000;

/**
 * The mockup of every line's side (line index:side -> its thumbnail's key). The cart has usually
 * rendered them already (the same design, placement and colour is the same key), so this is mostly
 * a lookup; a mockup that cannot be made leaves the line with its design thumbnail.
 */
async function renderMockups(
  deps: CreateOrderDeps,
  lines: PricedLine[],
  files: Map<string, DesignFilesRow>,
  composed: Map<string, OrderItemFiles>,
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  // A big order of designs the cart never showed would take ~0.2 s a side: past this budget the
  // rest are left to prepareOrderFiles, which fills them when the order is handed over.
  const until = Date.now() + MOCKUP_BUDGET_MS;
  // One at a time: rendering is CPU work, and parallel renders only queue behind each other.
  for (const [index, line] of lines.entries()) {
    for (const side of PRINT_LOCATIONS) {
      const id = line.designs[side];
      const placement = line.placements[side];
      const thumbnailKey = id ? files.get(id)!.thumbnailKey : composed.get(`${index}:${side}`)?.thumbnailKey;
      if (!thumbnailKey || !placement || Date.now() > until) continue;
      const keys = await ensureMockup(deps, {
        thumbnailKey,
        productId: line.productId,
        colorCode: line.colorCode,
        side,
        placement,
      });
      if (keys) out.set(`${index}:${side}`, keys.thumbnailKey);
    }
  }
  return out;
}

/** Inserts the order with its items and first event; null when the idempotency key won a race. */
async function insertOrder(
  deps: CreateOrderDeps,
  input: {
    userId: string;
    idempotencyKey: string | undefined;
    fingerprint: string | null;
    currency: Currency;
    lines: PricedLine[];
    subtotalCents: number;
    address: AddressRow;
    files: Map<string, DesignFilesRow>;
    composed: Map<string, OrderItemFiles>;
    mockups: Map<string, string>;
  },
): Promise<OrderRow | null> {
  const now = deps.clock.now();
  // Catalogue prices are final prices: the VAT is the part of the total the destination's rate
  // (or Estonia's, under the domestic scheme) says it contains, fixed now for good.
  const vat = orderVat({
    destination: input.address.country,
    scheme: deps.config.VAT_SCHEME,
    at: now,
    grossCents: input.subtotalCents,
  });
  const items = input.lines.map((line, index): NewOrderItem => {
    const printFiles: Partial<Record<PrintLocation, OrderItemFiles>> = {};
    for (const [side, id] of Object.entries(line.designs) as [PrintLocation, string][]) {
      const design = input.files.get(id)!;
      const mockupKey = input.mockups.get(`${index}:${side}`);
      printFiles[side] = {
        printKey: design.printKey,
        thumbnailKey: design.thumbnailKey,
        prompt: design.prompt,
        aiGenerated: design.source === 'generated',
        ...(mockupKey ? { mockupKey } : {}),
      };
    }
    for (const side of PRINT_LOCATIONS) {
      const sideFiles = input.composed.get(`${index}:${side}`);
      const mockupKey = input.mockups.get(`${index}:${side}`);
      if (sideFiles) printFiles[side] = { ...sideFiles, ...(mockupKey ? { mockupKey } : {}) };
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
        vatCountry: vat.country,
        vatRateBasisPoints: vat.basisPoints,
        vatCents: vat.vatCents,
        // The contract took only `terms_accepted: true`: the Terms in force now were accepted.
        termsAcceptedAt: now,
        termsVersion: TERMS_VERSION,
        createdAt: now,
        updatedAt: now,
      },
      items,
      event: { status: 'pending_payment', source: 'api', createdAt: now },
      followUps: input.lines.some((line) => line.layers) ? [prepareOrderFilesJob] : [],
    });
    if ('order' in placed) return placed.order;
    if (input.idempotencyKey && placed.conflict === 'idempotency_key') return null;
    // A display id collision (1 in hundreds of millions): draw again.
    if (attempt < 4 && placed.conflict === 'display_order_id') continue;
    throw new Error(`order could not be stored: ${placed.conflict} taken`);
  }
}
