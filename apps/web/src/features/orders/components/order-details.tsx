import type { Order } from '@prompttee/domain';
import { OrderItemsList } from './order-items-list';
import { ShippingAddressCard } from './shipping-address-card';

/** What an expanded order shows: where it goes and what is in it. */
export function OrderDetails({ order }: { order: Order }) {
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
      <ShippingAddressCard addressId={order.shipping_address_id} />
      <OrderItemsList orderId={order.order_id} />
    </div>
  );
}
